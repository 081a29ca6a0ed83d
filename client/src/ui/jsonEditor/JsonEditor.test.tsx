import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { editorText, setEditorText } from '../../test/jsonEditor';
import { JsonEditor, parseJson } from './JsonEditor';
import { problemRanges } from './problemRanges';

describe('parseJson', () => {
  it('answers the value of valid JSON', () => {
    expect(parseJson('{"emails": [""], "templateId": ""}')).toEqual({
      ok: true,
      value: { emails: [''], templateId: '' },
    });
  });

  it('answers the parser message for invalid or empty text, without throwing', () => {
    const broken = parseJson('{"name": "Lift Plan",,}');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/JSON/);
    expect(parseJson('').ok).toBe(false);
  });
});

describe('problemRanges', () => {
  const text = '{\n  "fields": [\n    { "id": "a", "type": "Bogus" }\n  ]\n}';

  it('underlines the value at the path, from its key', () => {
    const [range] = problemRanges(text, [{ path: ['fields', 0, 'type'], message: 'Bad type' }]);
    expect(text.slice(range.from, range.to)).toBe('"type": "Bogus"');
    expect(range.message).toBe('Bad type');
  });

  it('falls back to the nearest value that exists (a missing key marks its object)', () => {
    const [range] = problemRanges(text, [{ path: ['fields', 0, 'columnEnd'], message: 'Required' }]);
    expect(text.slice(range.from, range.to)).toBe('{ "id": "a", "type": "Bogus" }');
  });
});

describe('JsonEditor', () => {
  function renderEditor(props: Partial<Parameters<typeof JsonEditor>[0]> = {}) {
    const onChange = jest.fn();
    render(
      <MantineProvider env="test">
        <JsonEditor value='{"a": 1}' onChange={onChange} label="Config" data-testid="editor" {...props} />
      </MantineProvider>,
    );
    return onChange;
  }

  it('shows the text under its label and reports edits', () => {
    const onChange = renderEditor();
    expect(screen.getByText('Config')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Config' })).toBeInTheDocument();
    expect(editorText(screen.getByTestId('editor'))).toBe('{"a": 1}');
    setEditorText(screen.getByTestId('editor'), '{"a": 2}');
    expect(onChange).toHaveBeenLastCalledWith('{"a": 2}');
  });

  it('marks itself invalid on request and can be read only', () => {
    renderEditor({ invalid: true, readOnly: true });
    expect(screen.getByTestId('editor')).toHaveAttribute('data-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Config' })).toHaveAttribute('contenteditable', 'false');
  });
});
