import {
  BadRequestException,
  Catch,
  NotFoundException,
  type ExceptionFilter,
  type HttpException,
} from '@nestjs/common';
import { Field, Int, InterfaceType } from '@nestjs/graphql';
import { errorBody } from '../http/errors.js';

/** What every mutation payload answers (the client treats `success: false` as "GraphQL Errors: {message}"). */
@InterfaceType('MutationResult')
export abstract class MutationResult {
  @Field(() => Int) code: number;
  @Field() success: boolean;
  @Field() message: string;
}

/**
 * Put on a mutation with `@UseFilters(MutationFailureFilter)`: bad input (400, also from the validation pipe)
 * and a missing record (404) become a failed payload instead of a GraphQL error. Other errors
 * (401, 403, 500) stay GraphQL errors.
 */
@Catch(BadRequestException, NotFoundException)
export class MutationFailureFilter implements ExceptionFilter {
  catch(exception: HttpException): MutationResult {
    const { statusCode, message } = errorBody(exception);
    return { code: statusCode, success: false, message };
  }
}
