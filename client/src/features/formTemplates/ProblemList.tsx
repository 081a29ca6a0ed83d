import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { JsonEditor, type JsonEditorProps } from '../../ui/jsonEditor/JsonEditor';
import type { Problem } from './engine';

/** A problem as the engine's checks and the server's `errors` give it: a path (list or dotted) and a message. */
export interface ListedProblem {
  path: readonly (string | number)[] | string;
  message: string;
}

const pathText = (path: ListedProblem['path']) => (typeof path === 'string' ? path : path.join('.'));

/** The problems of an editor's document, listed under it ("layouts.web.fields.2.type: …"); nothing when none. */
export function ProblemList({
  problems,
  title = 'Problems',
  'data-testid': testId = 'form-editor-problems',
}: {
  problems: readonly ListedProblem[];
  title?: string;
  'data-testid'?: string;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle size={18} />} data-testid={testId}>
      <List size="sm" spacing={2}>
        {problems.map((problem, index) => {
          const path = pathText(problem.path);
          return (
            <List.Item key={`${path}-${index}`}>
              {path ? (
                <>
                  <code>{path}</code>: {problem.message}
                </>
              ) : (
                problem.message
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

/**
 * A JSON editor with the problems of its document: underlined in place and listed under it (the engine's checks
 * while typing, the server's answer after a refused save). Keep `problems` the same array while they do not change.
 */
export function CheckedJsonEditor({
  problems,
  ...props
}: Omit<JsonEditorProps, 'problems'> & { problems: readonly Problem[] }) {
  return (
    <>
      <JsonEditor {...props} problems={problems} />
      <ProblemList problems={problems} />
    </>
  );
}
