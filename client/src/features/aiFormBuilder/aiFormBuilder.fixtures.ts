/** A streamed answer (docs/ai-form-builder.md, Protocol) whose chunks the test sends when it wants. */
export function controlledStream() {
  const pending: string[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  const encoder = new TextEncoder();
  const stream = {
    send(text: string) {
      pending.push(text);
      wake?.();
    },
    end(text = '') {
      if (text) pending.push(text);
      ended = true;
      wake?.();
    },
    /** The Response a fetch answers: its body's reader waits for `send` and `end`, and fails once `signal` aborts. */
    response(signal?: AbortSignal | null): Response {
      signal?.addEventListener('abort', () => wake?.());
      const read = async (): Promise<ReadableStreamReadResult<Uint8Array>> => {
        for (;;) {
          if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
          const next = pending.shift();
          if (next !== undefined) return { done: false, value: encoder.encode(next) };
          if (ended) return { done: true, value: undefined };
          await new Promise<void>((resolve) => (wake = resolve));
        }
      };
      return { ok: true, status: 200, body: { getReader: () => ({ read }) } } as unknown as Response;
    },
  };
  return stream;
}

/** A whole streamed answer, one chunk per string. */
export function streamResponse(chunks: string[]): Response {
  const stream = controlledStream();
  for (const chunk of chunks) stream.send(chunk);
  stream.end();
  return stream.response();
}

export const ITEMS = [
  { id: 'f1', name: 'Inspector', type: 'UserField' },
  { id: 'f2', name: 'Inspection Date', type: 'Date' },
  { id: 'f3', name: 'Hooks OK', type: 'Checkbox' },
] as const;

/** A template as the server streams it: the hidden Form Description first, two fields, a web row with both. */
const FIELDS = [
  { id: 'd0', name: 'Form Description', type: 'Text', text: 'Crane inspection', attributes: { hidden: true } },
  { id: 'f1', name: 'Inspector', type: 'TextField', fieldType: 'UserField' },
  { id: 'f3', name: 'Hooks OK', type: 'Checkbox', fieldType: 'Checkbox' },
];
export const TEMPLATE = {
  fields: FIELDS,
  layouts: {
    ios: { fields: FIELDS },
    web: {
      downloadName: 'Download Name',
      fields: [
        {
          type: 'Row',
          fields: [
            { id: 'f1', type: 'UserField', columnStart: 1, columnEnd: 7 },
            { id: 'f3', type: 'Checkbox', columnStart: 7, columnEnd: 13 },
          ],
        },
      ],
    },
  },
};
