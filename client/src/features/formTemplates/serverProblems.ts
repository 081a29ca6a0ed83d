import type { Problem } from './engine';

/** A server problem's dotted path as the engine's path (`layouts.web.fields.2` → `['layouts', 'web', 'fields', 2]`). */
export const problemPath = (dotted: string) =>
  dotted === '' ? [] : dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The server's problems a failed updateFormTemplate carried (see useUpdateFormTemplate), else none. */
export function updateProblems(error: unknown): Problem[] {
  const problems = (error as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems)
    ? (problems as { path: string; message: string }[]).map(({ path, message }) => ({
        path: problemPath(path),
        message,
      }))
    : [];
}
