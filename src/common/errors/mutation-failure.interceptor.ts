import {
  applyDecorators,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import {
  GqlExecutionContext,
  // The one import of @nestjs/graphql's Mutation (eslint.config.js): every mutation is declared with `Mutation` below.
  // eslint-disable-next-line no-restricted-imports
  Mutation as GraphQLMutation,
  type MutationOptions,
  type ReturnTypeFunc,
} from '@nestjs/graphql';
import { getNamedType, isObjectType, type GraphQLResolveInfo } from 'graphql';
import { catchError, of, throwError, type Observable } from 'rxjs';
import { mutationFailure } from './error-mapping.js';

/** The GraphQL interface every mutation payload implements. */
export const MUTATION_RESULT = 'MutationResult';

/** One problem of a refused input, as payloads with an `errors` list answer it. */
export interface PayloadProblem {
  path: string;
  message: string;
}

const problemsOf = (errors: Record<string, string[]> = {}): PayloadProblem[] =>
  Object.entries(errors).flatMap(([path, messages]) => messages.map((message) => ({ path, message })));

/** Whether the mutation's payload implements MutationResult, and whether it lists problems. */
function answersMutationResult(info: GraphQLResolveInfo): { listsProblems: boolean } | null {
  const payload = getNamedType(info.returnType);
  if (!isObjectType(payload) || !payload.getInterfaces().some((type) => type.name === MUTATION_RESULT)) return null;
  return { listsProblems: 'errors' in payload.getFields() };
}

/**
 * Around every mutation (declared with `Mutation` below, so never around anything else): a mutation whose payload
 * implements MutationResult answers a refusal (bad input, a missing record, a conflict, a forbidden change: any client
 * error but 401 and 429) as `{ code, success: false, message }` instead of a GraphQL error, with `errors` listing
 * every problem when the payload has that field. The mapping is `mutationFailure` (error-mapping.ts), the same that
 * shapes REST's envelope. Runs around the argument pipes, so a refused argument is answered alike; the scope guard
 * runs before and stays a GraphQL FORBIDDEN error.
 */
@Injectable()
export class MutationFailureInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const target = answersMutationResult(GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>());
    if (!target) return next.handle();
    return next.handle().pipe(
      catchError((error: unknown) => {
        const failure = mutationFailure(error);
        if (!failure) return throwError(() => error);
        const { errors, ...result } = failure;
        return of(target.listsProblems ? { ...result, errors: problemsOf(errors) } : result);
      }),
    );
  }
}

/**
 * `@Mutation` of @nestjs/graphql with MutationFailureInterceptor around the mutation. Per mutation, not global: Nest
 * runs a resolver with any interceptor through rxjs (defer, mergeAll and an async resource per interceptor), which a
 * global interceptor made every query pay although it does nothing there (docs/performance.md, item 12).
 */
export const Mutation = (typeFunc: ReturnTypeFunc, options?: MutationOptions): MethodDecorator =>
  applyDecorators(GraphQLMutation(typeFunc, options), UseInterceptors(MutationFailureInterceptor));
