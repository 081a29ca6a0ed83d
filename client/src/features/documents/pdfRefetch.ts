import { useCallback, useEffect, useState } from 'react';
import type { Submission } from './submissions';

/** Spec 3 §9: a submission saved without its PDF yet is read again after 30 seconds (the PDF is made meanwhile). */
export const PDF_REFETCH_MS = 30_000;

/**
 * Reads a submission again `delayMs` after it was shown without its PDF (the server makes it in the background), and
 * after each save the page reports through the returned function (spec 3 §4: "a refetch follows after 30 seconds").
 * `refetch` reads whatever the page shows from the server: the record, its history.
 */
export function usePdfRefetch(
  record: Pick<Submission, 'hasFile'> | undefined,
  refetch: () => unknown,
  delayMs: number = PDF_REFETCH_MS,
): () => void {
  // Saves not yet followed by a refetch; each restarts the wait.
  const [saves, setSaves] = useState(0);
  const lacksFile = record !== undefined && !record.hasFile;
  useEffect(() => {
    if (!lacksFile && saves === 0) return;
    const timer = setTimeout(() => {
      setSaves(0);
      void refetch();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [record, lacksFile, saves, refetch, delayMs]);
  return useCallback(() => setSaves((count) => count + 1), []);
}
