import { useMemo } from 'react';
import { parseJson } from '../../ui/jsonEditor/JsonEditor';
import { checkLayout, type Problem } from './engine';

/** The layout a page edits: the web layout, the iOS layout (the template's own fields) or the Android layout. */
export type EditedLayout = 'web' | 'ios' | 'android';

/** A template as the layout checks read it: a stored one (GraphQL) or one not saved yet (the AI form builder). */
export type LayoutTemplate = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Where each layout lives in the template, and what a new one starts as. */
export const LAYOUTS: Record<EditedLayout, { path: string[]; label: string; empty: unknown }> = {
  web: { path: ['layouts', 'web'], label: 'Web Layout', empty: { downloadName: '', fields: [] } },
  ios: { path: ['fields'], label: 'iOS Layout', empty: [] },
  android: { path: ['layouts', 'android'], label: 'Android Layout', empty: { fields: [] } },
};

export const layoutsOf = (template: LayoutTemplate) => (isObject(template.layouts) ? template.layouts : {});

/**
 * The template with `layout` in the edited place (what the preview draws and the checks read). GraphQL answers the
 * keys a template lacks as null (alerts, subForms, parameters); the stored document has no such keys, so they are
 * left out here, as the server's check does not see them either.
 */
export function withLayout(template: LayoutTemplate, kind: EditedLayout, layout: unknown): LayoutTemplate {
  const stored = Object.fromEntries(Object.entries(template).filter(([, value]) => value !== null));
  if (kind === 'ios') return { ...stored, fields: layout };
  return { ...stored, layouts: { ...layoutsOf(template), [kind]: layout } };
}

/** A problem's path inside the edited document, for the editor to underline; null when it lies outside. */
function pathInDocument(problem: Problem, kind: EditedLayout): (string | number)[] | null {
  const prefix = LAYOUTS[kind].path;
  return prefix.every((key, index) => problem.path[index] === key) ? problem.path.slice(prefix.length) : null;
}

/**
 * A layout's JSON text as its editor checks it: parsed, put into the template (`candidate`, null when the text is
 * not JSON), the engine's layout checks on it (the server's, same code) and those to underline in the editor.
 */
export function useLayoutDraft(template: LayoutTemplate, kind: EditedLayout, draft: string) {
  const parsed = useMemo(() => parseJson(draft), [draft]);
  const candidate = useMemo(
    () => (parsed.ok ? withLayout(template, kind, parsed.value) : null),
    [parsed, template, kind],
  );
  const problems = useMemo(() => (candidate ? checkLayout(candidate, kind) : []), [candidate, kind]);
  const underlined = useMemo(
    () =>
      problems.flatMap((problem) => {
        const path = pathInDocument(problem, kind);
        return path ? [{ path, message: problem.message }] : [];
      }),
    [problems, kind],
  );
  return { parsed, candidate, problems, underlined };
}
