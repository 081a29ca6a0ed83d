import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A document of a job (spec 2 §3); `url` and `thumbnailUrl` are signed, expiring URLs. */
@ObjectType('JobDocument')
export class JobDocumentModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() contentType: string;
  @Field() url: string;
  @Field({ description: 'Empty when the document has none' }) thumbnailUrl: string;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) expiresAt: string | null;
  @Field({ description: 'Web & Mobile when true, Web Only when false' }) isMobileViewable: boolean;
  @Field(() => ID) jobId: string;
  @Field(() => ID, { description: 'The same job as jobId (one table holds both variants)' }) complexJobId: string;
  @Field() active: boolean;
  @Field(() => Int) sizeBytes: number;
  @Field() version: string;
}
