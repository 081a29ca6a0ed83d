/**
 * The text protocol of the generate calls (docs/ai-form-builder.md, Protocol): the JSON text streamed in pieces,
 * then optionally the record separator and a trailer `{ "result" }` or `{ "error" }` that has the last word.
 */

/** ASCII record separator: JSON text can never contain it raw, so it cleanly ends the streamed part. */
export const TRAILER_SEPARATOR = '\u001e';

export const UNPARSABLE_MESSAGE = 'Unable to parse JSON, please try again';
export const STREAM_FAILED_MESSAGE = 'Something went wrong.';

export type Trailer = { result: unknown } | { error: string };

export const trailer = (end: Trailer): string => TRAILER_SEPARATOR + JSON.stringify(end);

/** `open` at once, then each item as JSON (comma separated) as it comes, then `close`: a JSON array streamed. */
export async function* jsonArrayPieces(
  open: string,
  items: AsyncIterable<unknown> | Iterable<unknown>,
  close: string,
): AsyncGenerator<string> {
  if (open) yield open;
  let separator = '';
  for await (const item of items) {
    yield separator + JSON.stringify(item);
    separator = ',';
  }
  yield close;
}
