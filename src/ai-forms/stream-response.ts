import type { Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { InvalidInputError } from '../common/errors/domain-errors.js';
import { STREAM_FAILED_MESSAGE, trailer } from './stream-protocol.js';

let running = 0;

/** How many generations are producing right now (the API tests watch it fall to zero after an abort). */
export const runningGenerations = (): number => running;

/**
 * Answers with the pieces `produce` yields as a plain-text stream (docs/ai-form-builder.md, Protocol). Its abort
 * signal fires when the client goes away before the end. The first piece is awaited before any byte is sent, so a
 * refusal until then (the model server down, a file that cannot be opened) is an ordinary JSON error; a failure
 * after it ends the text with the error trailer: a 400's own message, else STREAM_FAILED_MESSAGE. The route must
 * skip compression (`@RouteConfig({ compress: false })`): it would buffer the text.
 */
export async function sendTextStream(
  reply: FastifyReply,
  produce: (signal: AbortSignal) => AsyncIterable<string>,
  logger: Logger,
): Promise<void> {
  const aborter = new AbortController();
  // The response closing unfinished is the client leaving (the request's own 'close' fires once its body is read).
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) aborter.abort();
  });
  running++;
  const pieces = produce(aborter.signal)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    running--;
    if (aborter.signal.aborted) return;
    throw error;
  }
  if (aborter.signal.aborted) {
    // Gone before the first byte: nothing will read the stream (nor end the producer through it).
    await pieces.return?.();
    running--;
    return;
  }
  reply
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no');
  reply.send(Readable.from(rest(first, pieces, aborter.signal, logger)));
}

async function* rest(
  first: IteratorResult<string>,
  pieces: AsyncIterator<string>,
  signal: AbortSignal,
  logger: Logger,
): AsyncGenerator<string> {
  try {
    for (let next = first; !next.done; next = await pieces.next()) {
      if (next.value) yield next.value;
    }
  } catch (error) {
    if (signal.aborted) return;
    // The upload's own fault found on a later page (UploadAnalysis): its message, as a refusal would have said.
    if (error instanceof InvalidInputError) {
      yield trailer({ error: error.message });
    } else {
      logger.error({ err: error }, 'AI form generation failed after the stream started');
      yield trailer({ error: STREAM_FAILED_MESSAGE });
    }
  } finally {
    await pieces.return?.();
    running--;
  }
}
