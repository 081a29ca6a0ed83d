import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** A document of a job (spec 2 §3); `url` and `thumbnailUrl` are signed, expiring URLs. */
@ObjectType('JobDocument')
export class JobDocumentModel {
  @Field(() => ID) @ApiProperty() id: string;
  @Field() @ApiProperty() name: string;
  @Field() @ApiProperty() contentType: string;
  @Field() @ApiProperty() url: string;
  @Field({ description: 'Empty when the document has none' })
  @ApiProperty({ description: 'Empty when the document has none' })
  thumbnailUrl: string;
  @Field() @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' })
  @ApiProperty({ type: String, nullable: true, description: 'yyyy-MM-dd' })
  expiresAt: string | null;
  @Field({ description: 'Web & Mobile when true, Web Only when false' })
  @ApiProperty({ description: 'Web & Mobile when true, Web Only when false' })
  isMobileViewable: boolean;
  @Field(() => ID) @ApiProperty() jobId: string;
  @Field(() => ID, { description: 'The same job as jobId (one table holds both variants)' })
  @ApiProperty({ description: 'The same job as jobId (one table holds both variants)' })
  complexJobId: string;
  @Field() @ApiProperty() active: boolean;
  @Field(() => Int) @ApiProperty({ type: 'integer' }) sizeBytes: number;
  @Field() @ApiProperty() version: string;
}
