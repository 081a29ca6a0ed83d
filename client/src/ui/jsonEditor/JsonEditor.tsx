import { json, jsonParseLinter } from '@codemirror/lang-json';
import { lintGutter, linter, type Diagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { Input } from '@mantine/core';
import CodeMirror from '@uiw/react-codemirror';
import { useId, useMemo } from 'react';

import { problemRanges, type JsonProblem } from './problemRanges';

export { parseJson, type ParsedJson } from './parseJson';
export type { JsonProblem } from './problemRanges';

const NO_PROBLEMS: readonly JsonProblem[] = [];

export interface JsonEditorProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** Red border (e.g. the text is not valid JSON). */
  invalid?: boolean;
  /** CSS height of the editor, e.g. "480px" or "60vh"; default "400px". */
  height?: string;
  readOnly?: boolean;
  'data-testid'?: string;
  /**
   * Problems found in the document (e.g. the layout checks), underlined at their paths beside the parse errors. Keep
   * the same array while they do not change (useMemo): a new one reconfigures the editor.
   */
  problems?: readonly JsonProblem[];
}

/**
 * A CodeMirror 6 JSON editor: syntax highlighting, JSON linting (parse errors underlined and marked in the gutter),
 * line numbers, folding, bracket matching. Controlled: `onChange` gets the whole text on every edit.
 */
export function JsonEditor({
  value,
  onChange,
  label,
  invalid = false,
  height = '400px',
  readOnly = false,
  'data-testid': testId,
  problems = NO_PROBLEMS,
}: JsonEditorProps) {
  const labelId = useId();
  const extensions = useMemo(
    () => [
      json(),
      linter(jsonParseLinter(), { delay: 250 }),
      linter(
        (view): Diagnostic[] =>
          problemRanges(view.state.doc.toString(), problems).map(({ from, to, message }) => ({
            from: Math.min(from, view.state.doc.length),
            to: Math.min(to, view.state.doc.length),
            severity: 'error',
            message,
          })),
        { delay: 250 },
      ),
      lintGutter(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of(label ? { 'aria-labelledby': labelId } : {}),
    ],
    [label, labelId, problems],
  );
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }}>
      <div
        data-testid={testId}
        data-invalid={invalid || undefined}
        style={{
          border: `1px solid ${invalid ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
        }}
      >
        <CodeMirror
          value={value}
          onChange={(text) => onChange(text)}
          extensions={extensions}
          height={height}
          readOnly={readOnly}
          editable={!readOnly}
          basicSetup={{ foldGutter: true, highlightActiveLine: !readOnly, autocompletion: false }}
        />
      </div>
    </Input.Wrapper>
  );
}
