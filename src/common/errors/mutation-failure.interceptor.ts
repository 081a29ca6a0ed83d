import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
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

/** For a root mutation field whose payload implements MutationResult: whether the payload lists problems. */
function answersMutationResult(info: GraphQLResolveInfo): { listsProblems: boolean } | null {
  if (info.parentType !== info.schema.getMutationType()) return null;
  const payload = getNamedType(info.returnType);
  if (!isObjectType(payload) || !payload.getInterfaces().some((type) => type.name === MUTATION_RESULT)) return null;
  return { listsProblems: 'errors' in payload.getFields() };
}

/**
 * Global (app.module.ts), acting on root mutation fields only: a mutation whose payload
 * implements MutationResult answers a refusal (bad input, a missing record, a conflict, a forbidden change: any client
 * error but 401 and 429) as `{ code, success: false, message }` instead of a GraphQL error, with `errors` listing
 * every problem when the payload has that field. The mapping is `mutationFailure` (error-mapping.ts), the same that
 * shapes REST's envelope. Runs around the argument pipes, so a refused argument is answered alike; the scope guard
 * runs before and stays a GraphQL FORBIDDEN error.
 */
@Injectable()
export class MutationFailureInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
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
