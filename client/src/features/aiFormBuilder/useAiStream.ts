import { useCallback, useEffect, useRef, useState } from 'react';
import { showErrorToast } from '../../ui/toasts';
import { streamFailure } from './stream';

/** A streamed call: reads with `signal`, reports the streamed text so far, resolves with the checked result. */
export type StreamCall<T> = (signal: AbortSignal, onText: (text: string) => void) => Promise<T>;

/**
 * One streamed AI call at a time (spec 3 §2): `text` is what has streamed so far while `streaming`. `run` resolves
 * with the result, or null when the call failed (its toast shown) or was stopped (silently). `stop` aborts the
 * request, which stops the server's work; leaving the page stops it too.
 */
export function useAiStream() {
  const controller = useRef<AbortController | null>(null);
  const [text, setText] = useState<string | null>(null);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setText(null);
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(call: StreamCall<T>): Promise<T | null> => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setText('');
    try {
      const result = await call(own.signal, (streamed) => {
        if (!own.signal.aborted) setText(streamed);
      });
      return own.signal.aborted ? null : result;
    } catch (error) {
      if (!own.signal.aborted) showErrorToast(streamFailure(error));
      return null;
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setText(null);
      }
    }
  }, []);

  return { streaming: text !== null, text: text ?? '', run, stop };
}
