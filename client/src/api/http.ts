/** The error body of every REST call: `message` is the text to show the user. */
interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  readonly status: number;
  /** The server's own message, when it sent one (spec 1 §8: show it, else the call's fallback text). */
  readonly serverMessage?: string;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.message ?? `Request failed: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = body?.message;
    this.fieldErrors = body?.errors ?? {};
  }
}

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a JSON request to `/api{path}` and answers the whole response body; failures throw an ApiError. */
export async function sendForBody<T>(
  method: Method,
  path: string,
  body?: unknown,
  fetcher: Fetcher = (input, init) => fetch(input, init),
): Promise<T> {
  const response = await fetcher(`/api${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, payload as ErrorBody | null);
  return payload as T;
}

/** Sends a JSON request to `/api{path}` and unwraps the `{ data }` envelope; failures throw an ApiError. */
export async function sendJson<T>(method: Method, path: string, body?: unknown, fetcher?: Fetcher): Promise<T> {
  return (await sendForBody<{ data: T }>(method, path, body, fetcher)).data;
}
