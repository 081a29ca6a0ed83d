import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

export const CLIENT_DIST = join(process.cwd(), 'client/dist');

let indexHtml: string | null | undefined;

/** The built SPA's index.html, read once; null when the client was not built. */
export function spaIndex(): string | null {
  if (indexHtml === undefined) {
    const file = join(CLIENT_DIST, 'index.html');
    indexHtml = existsSync(file) ? readFileSync(file, 'utf8') : null;
  }
  return indexHtml;
}

/** A browser navigation to a client route: GET, no server route matched, outside /api and /graphql. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.routeOptions?.url &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !path.startsWith('/graphql')
  );
}
