import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import type { Access } from './permissions.js';

export type AppRequest = FastifyRequest & { user?: Access };

/** The HTTP request behind a REST handler or a GraphQL resolver. */
export function requestOf(context: ExecutionContext): AppRequest {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: AppRequest }>().req;
  }
  return context.switchToHttp().getRequest<AppRequest>();
}
