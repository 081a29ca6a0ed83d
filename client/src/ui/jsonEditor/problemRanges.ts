import { findNodeAtLocation, parseTree } from 'jsonc-parser';

/** A problem of a JSON document: `path` from its root (keys and list indexes), `message` for people. */
export interface JsonProblem {
  path: readonly (string | number)[];
  message: string;
}

export interface ProblemRange {
  from: number;
  to: number;
  message: string;
}

/**
 * Where each problem lies in `text`: the value at its path, else the nearest enclosing value that exists (a missing
 * key underlines its object). Problems of a text that does not parse are placed at the start.
 */
export function problemRanges(text: string, problems: readonly JsonProblem[]): ProblemRange[] {
  if (problems.length === 0) return [];
  const root = parseTree(text);
  return problems.map(({ path, message }) => {
    let node = root && findNodeAtLocation(root, [...path]);
    for (let depth = path.length - 1; root && !node && depth >= 0; depth -= 1) {
      node = depth === 0 ? root : findNodeAtLocation(root, path.slice(0, depth));
    }
    const target = node ?? root;
    if (!target) return { from: 0, to: Math.min(1, text.length), message };
    // A property's value: underline from its key, so a missing or wrong value's key is marked too.
    const from = target.parent?.type === 'property' ? target.parent.offset : target.offset;
    return { from, to: Math.max(from + 1, target.offset + target.length), message };
  });
}
