import { parse as parsePartialJson } from 'partial-json';
import { errorMessage } from '../../api/errors';
import { ApiError } from '../../api/http';
import { authorizedFetch } from '../../api/rest';

/** The toast of a stream that fails (spec 3 §8); an abort is silent. */
export const SOMETHING_WENT_WRONG = 'Something went wrong.';

/** Separates the streamed JSON text from the trailer (docs/ai-form-builder.md, Protocol); never inside JSON text. */
const RECORD_SEPARATOR = '\u001e';

/** A stream that ended with an error to show as is (the trailer's, or "Something went wrong."). */
export class StreamError extends Error {
  override name = 'StreamError';
}

/** The streamed JSON text of a body read so far (without the trailer). */
export const streamedPart = (body: string) => body.split(RECORD_SEPARATOR, 1)[0];

/**
 * The result of a whole body: the trailer's `result` when there is a trailer (its `error` is thrown), else the
 * streamed text parsed. Text that does not parse (a stream cut short) is "Something went wrong.".
 */
export function streamResult(body: string): unknown {
  const [text, trailer] = body.split(RECORD_SEPARATOR);
  try {
    if (trailer === undefined) return JSON.parse(text) as unknown;
    const end = JSON.parse(trailer) as { result?: unknown; error?: unknown };
    if (typeof end.error === 'string') throw new StreamError(end.error);
    return end.result;
  } catch (error) {
    throw error instanceof StreamError ? error : new StreamError(SOMETHING_WENT_WRONG);
  }
}

/** What half-streamed JSON text holds so far (partial-json), or undefined while it holds nothing readable. */
export function partialValue(text: string): unknown {
  try {
    return parsePartialJson(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads a streamed answer: `onText` gets the streamed text so far after each chunk; resolves with the result. A
 * refusal before the stream (a JSON error body) rejects with an ApiError carrying the server's message.
 */
export async function readStream(response: Response, onText: (text: string) => void): Promise<unknown> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ConstructorParameters<typeof ApiError>[1];
    throw new ApiError(response.status, body);
  }
  if (!response.body) throw new StreamError(SOMETHING_WENT_WRONG);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let body = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    body += decoder.decode(value, { stream: true });
    onText(streamedPart(body));
  }
  body += decoder.decode();
  return streamResult(body);
}

/** `POST /api{path}` with the session's bearer token, read as a stream (see readStream). */
export async function postStream(
  path: string,
  init: { body: BodyInit; headers?: HeadersInit; signal: AbortSignal },
  onText: (text: string) => void,
): Promise<unknown> {
  return readStream(await authorizedFetch(`/api${path}`, { method: 'POST', ...init }), onText);
}

/** The toast of a failed stream: the trailer's error, the server's refusal, else "Something went wrong.". */
export const streamFailure = (error: unknown) =>
  error instanceof StreamError ? error.message : errorMessage(error, SOMETHING_WENT_WRONG);
