import { EditorView } from '@codemirror/view';
import { act } from '@testing-library/react';

/** The CodeMirror view inside a JsonEditor (found by its data-testid wrapper, or any element inside the editor). */
export function editorView(element: HTMLElement): EditorView {
  const editor = element.classList.contains('cm-editor') ? element : element.querySelector<HTMLElement>('.cm-editor');
  const view = editor && EditorView.findFromDOM(editor);
  if (!view) throw new Error('No CodeMirror editor in this element');
  return view;
}

/** The editor's whole text. */
export const editorText = (element: HTMLElement) => editorView(element).state.doc.toString();

/** Replaces the editor's whole text as typing would (the editor's onChange fires). */
export function setEditorText(element: HTMLElement, text: string) {
  const view = editorView(element);
  act(() => {
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  });
}
