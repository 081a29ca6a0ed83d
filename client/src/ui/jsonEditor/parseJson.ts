/** The outcome of reading a JSON editor's text: the value, or the parser's message. */
export type ParsedJson = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses `text` as JSON without throwing; blank text is an error ("Unexpected end of JSON input"). */
export function parseJson(text: string): ParsedJson {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
