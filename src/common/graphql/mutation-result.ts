import { Field, Int, InterfaceType } from '@nestjs/graphql';

/**
 * What every mutation payload answers (the client treats `success: false` as "GraphQL Errors: {message}"). A refusal
 * thrown by the mutation becomes `{ code, success: false, message }` through `MutationFailureInterceptor`
 * (`common/errors/`), for every payload implementing this interface: no decorator per resolver.
 */
@InterfaceType('MutationResult')
export abstract class MutationResult {
  @Field(() => Int) code: number;
  @Field() success: boolean;
  @Field() message: string;
}
