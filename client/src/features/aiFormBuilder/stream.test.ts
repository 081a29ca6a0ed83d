import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../api/http';
import { jsonResponse } from '../../test/fixtures';
import { streamResponse } from './aiFormBuilder.fixtures';
import { partialValue, readStream, streamFailure, streamResult, StreamError } from './stream';

const RS = '\u001e';

describe('the stream reader (docs/ai-form-builder.md, Protocol)', () => {
  it('reports the text as each chunk arrives and resolves with the parsed whole', async () => {
    const seen: string[] = [];
    const result = await readStream(
      streamResponse(['{"data_model":[', '{"id":"a","name":"A","type":"Date"}', ']}']),
      (text) => seen.push(text),
    );
    expect(seen).toEqual([
      '{"data_model":[',
      '{"data_model":[{"id":"a","name":"A","type":"Date"}',
      '{"data_model":[{"id":"a","name":"A","type":"Date"}]}',
    ]);
    expect(result).toEqual({ data_model: [{ id: 'a', name: 'A', type: 'Date' }] });
  });

  it('decodes a character split across chunks', async () => {
    const bytes = new TextEncoder().encode('{"name":"Größe"}');
    // Two chunks splitting the two bytes of "ö".
    const chunks = [bytes.slice(0, 12), bytes.slice(12)];
    const read = () => {
      const value = chunks.shift();
      return Promise.resolve(value ? { done: false, value } : { done: true, value: undefined });
    };
    const response = { ok: true, status: 200, body: { getReader: () => ({ read }) } } as unknown as Response;
    await expect(readStream(response, () => undefined)).resolves.toEqual({ name: 'Größe' });
  });

  it('keeps the trailer out of the live text and takes the result from it', async () => {
    const seen: string[] = [];
    const result = await readStream(
      streamResponse(['{"data_model":[{"na', `me":"A"}]}${RS}`, '{"result":{"data_model":[]}}']),
      (text) => seen.push(text),
    );
    expect(seen.at(-1)).toBe('{"data_model":[{"name":"A"}]}');
    expect(result).toEqual({ data_model: [] });
  });

  it('throws the trailer error as is, and "Something went wrong." for a body cut short', () => {
    expect(() => streamResult(`{"fields":[${RS}{"error":"Unable to parse JSON, please try again"}`)).toThrow(
      new StreamError('Unable to parse JSON, please try again'),
    );
    expect(() => streamResult('{"data_model":[{"name":"A"')).toThrow(new StreamError('Something went wrong.'));
    expect(() => streamResult(`{}${RS}{"res`)).toThrow(new StreamError('Something went wrong.'));
  });

  it("refuses with the server's message before the stream starts", async () => {
    const refusal = readStream(
      jsonResponse(413, { statusCode: 413, message: 'The file is larger than 10 MB.' }),
      () => undefined,
    );
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    expect(streamFailure(await refusal.catch((error: unknown) => error))).toBe('The file is larger than 10 MB.');
    expect(streamFailure(new TypeError('Failed to fetch'))).toBe('Something went wrong.');
  });

  it('reads half-streamed JSON for the live view', () => {
    expect(partialValue('{"fields":[{"id":"a","name":"Insp')).toEqual({ fields: [{ id: 'a', name: 'Insp' }] });
    expect(partialValue('')).toBeUndefined();
  });
});
