import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../common/graphql/mutation-result.js';
import { FormsMutationResult } from '../forms/form-problems.js';

@ObjectType({ implements: () => [MutationResult] })
export class DocumentLinkPayload extends FormsMutationResult {
  @Field(() => String, { nullable: true, description: 'The customer’s link, /d/{token}: shown this once' })
  link?: string | null;
}

@ObjectType({ implements: () => [MutationResult] })
export class RevokeDocumentLinksPayload extends MutationResult {}

@ObjectType('DocumentSend', { description: 'One e-mail of a quote or an invoice to the customer' })
export class DocumentSendModel {
  @Field(() => ID) id: string;
  @Field(() => ID) linkId: string;
  @Field(() => [String]) recipients: string[];
  @Field() subject: string;
  @Field() message: string;
  @Field(() => ID) sentBy: string;
  @Field() sentByName: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field({ description: 'queued, accepted (by the mail server), failed (why in error), or outbox (no SMTP_URL)' })
  delivery: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) deliveredAt: Date | null;
  @Field(() => String, { nullable: true }) error: string | null;
}

@ObjectType('DocumentLink', { description: 'A customer link of a quote or an invoice (its token is never stored)' })
export class DocumentLinkModel {
  @Field(() => ID) id: string;
  @Field(() => GraphQLISODateTime) createdAt: Date;
  @Field(() => GraphQLISODateTime) expiresAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) revokedAt: Date | null;
  @Field({ description: 'Not revoked and not expired' }) active: boolean;
  @Field(() => String, { nullable: true, description: 'accepted or rejected, by the customer' }) answer: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true }) answeredAt: Date | null;
  @Field(() => String, { nullable: true, description: 'The name the customer gave' }) answeredBy: string | null;
  @Field(() => String, { nullable: true, description: 'The client address of the answer' }) answeredFrom: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
}

@ObjectType('DocumentHistory')
export class DocumentHistoryModel {
  @Field(() => [DocumentSendModel], { description: 'Newest first' }) sends: DocumentSendModel[];
  @Field(() => [DocumentLinkModel], { description: 'Newest first' }) links: DocumentLinkModel[];
}
