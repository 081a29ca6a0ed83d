import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { CreateFormTemplateDocument } from '../../api/gql/graphql';
import { jsonResponse, mockFetch, sentBody } from '../../test/fixtures';
import { answer, answerGraphQL, graphqlCalls } from '../../test/graphql';
import { editorText, setEditorText } from '../../test/jsonEditor';
import { renderWithProviders, testAccess } from '../../test/render';
import { DIVISION, DIVISION_ID, FORM_ID, SUPER_ADMIN, withSession } from '../formTemplates/formTemplates.fixtures';
import { controlledStream, ITEMS, TEMPLATE } from './aiFormBuilder.fixtures';
import AiFormBuilderPage from './AiFormBuilderPage';

withSession([SUPER_ADMIN]);

const created = answer(CreateFormTemplateDocument).with(() => ({
  createFormTemplate: {
    __typename: 'FormTemplatePayload',
    code: 200,
    success: true,
    message: 'Form Created',
    id: FORM_ID,
  },
}));

/** Serves the divisions, events, GraphQL and the two AI calls, each answered by a stream the test drives. */
function serve() {
  const dataModel = controlledStream();
  const template = controlledStream();
  const fetchMock = mockFetch((url, init) => {
    if (url === '/api/division') return jsonResponse(200, { data: [DIVISION] });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/graphql') return answerGraphQL(init, [created]);
    if (url === '/api/generate/data-model') return dataModel.response(init.signal);
    if (url === '/api/generate/template') return template.response(init.signal);
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
  return { fetchMock, dataModel, template };
}

const renderPage = () =>
  renderWithProviders(<AiFormBuilderPage />, {
    path: '/admin/ai-form-builder',
    routes: ['/admin/forms'],
    access: testAccess([SUPER_ADMIN]),
  });

const item = (index: number) => JSON.stringify(ITEMS[index]);
const send = (stream: ReturnType<typeof controlledStream>, text: string) => act(() => stream.send(text));

async function upload() {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  const file = new File(['%PDF-1.7 crane inspection'], 'crane-inspection.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByTestId('ai-form-browse-input'), file);
}

async function generateDataModel(stream: ReturnType<typeof controlledStream>) {
  await upload();
  await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
  send(stream, `{"data_model":[${item(0)},${item(1)},${item(2)}]}`);
  act(() => stream.end());
  expect(await screen.findByText('Data Model Generated')).toBeInTheDocument();
}

const rowNames = () =>
  screen.getAllByTestId('data-model-row').map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('AI form builder (spec 3 §2)', () => {
  it('starts on General Info with the defaults; Generate needs a file', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('textbox', { name: 'Form Name' })).toHaveValue('AI Generated Timecard');
    expect(screen.getByRole('combobox', { name: 'Form Type' })).toHaveValue('Timecard');
    await userEvent.click(screen.getByRole('combobox', { name: 'Form Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Safety' }));
    expect(screen.getByRole('textbox', { name: 'Form Name' })).toHaveValue('AI Generated Safety');

    await userEvent.click(screen.getByRole('button', { name: /Upload Form/ }));
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await upload();
    expect(screen.getByTestId('ai-form-file')).toHaveTextContent('crane-inspection.pdf');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('labels Next "Submit" on the second-last step; the step indicator is clickable', async () => {
    serve();
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: /Web Layout/ }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Save Form' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^(Next|Submit)$/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Data Model/ }));
    expect(screen.getByTestId('data-model-empty')).toBeInTheDocument();
  });

  it('streams the data model in, then edits, adds, deletes, resets it', async () => {
    const { fetchMock, dataModel } = serve();
    renderPage();
    await upload();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    send(dataModel, `{"data_model":[${item(0)},{"id":"f2","na`);
    expect(await screen.findByText('Inspector')).toBeInTheDocument();
    expect(screen.getByTestId('data-model-analysing')).toHaveTextContent('1 field found');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/generate/data-model')!;
    expect((init.body as FormData).get('formType')).toBe('timecard');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);

    send(dataModel, `me":"Inspection Date","type":"Date"},${item(2)}]}`);
    act(() => dataModel.end());
    expect(await screen.findByText('Data Model Generated')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Inspector', 'Inspection Date', 'Hooks OK']);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Inspection Date' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Field name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Field name' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Field name' }), 'Date of inspection');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Hooks OK' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Field name' }), ' and latches');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Inspector' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Field' }));
    expect(rowNames()).toEqual(['Date of inspection', 'Hooks OK', 'Field Name']);
    expect(within(screen.getAllByTestId('data-model-row')[2]).getByText('TextField')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(rowNames()).toEqual(['Inspector', 'Inspection Date', 'Hooks OK']);
  });

  it('Re-analyze Form stops the stream silently and clears the model', async () => {
    const { dataModel } = serve();
    renderPage();
    await upload();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    send(dataModel, `{"data_model":[${item(0)},`);
    expect(await screen.findByText('Inspector')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Re-analyze Form' }));
    expect(screen.getByTestId('data-model-empty')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });

  it.each([
    ['a stream cut short', '{"data_model":[{"id":"f1"', 'Something went wrong.'],
    [
      'a trailer error',
      '{"data_model":[\u001e{"error":"Unable to parse JSON, please try again"}',
      'Unable to parse JSON, please try again',
    ],
  ])('toasts %s', async (_case, body, toast) => {
    const { dataModel } = serve();
    renderPage();
    await upload();
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    send(dataModel, body);
    act(() => dataModel.end());
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(screen.getByTestId('data-model-empty')).toBeInTheDocument();
  });

  it('generates the template, checks its layouts, and saves it', async () => {
    const { fetchMock, dataModel, template } = serve();
    renderPage();
    await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Crane Services' }));
    await generateDataModel(dataModel);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Form' }));
    expect(sentBody(fetchMock.mock.calls.find(([url]) => url === '/api/generate/template')!)).toEqual({
      formType: 'timecard',
      data_model: [...ITEMS],
    });
    const text = JSON.stringify(TEMPLATE);
    send(template, text.slice(0, 120));
    expect(await screen.findByText('This may take a minute...')).toBeInTheDocument();
    // The page reads the stream asynchronously: the chunk shows a moment after the spinner.
    await waitFor(() => expect(screen.getByTestId('template-live')).toHaveTextContent('Form Description'));
    send(template, text.slice(120));
    act(() => template.end());
    expect(await screen.findByText('Form Template Generated')).toBeInTheDocument();
    expect(JSON.parse(editorText(screen.getByTestId('template-ios-json')))).toEqual(TEMPLATE.fields);

    // A broken layout: red border, Save disabled; the checks list a wrong type.
    setEditorText(screen.getByTestId('template-ios-json'), '[{');
    expect(screen.getByTestId('template-ios-json')).toHaveAttribute('data-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const web = JSON.parse(editorText(screen.getByTestId('template-web-json'))) as typeof TEMPLATE.layouts.web;
    web.fields[0].fields[0].type = 'DatePicker';
    setEditorText(screen.getByTestId('template-web-json'), JSON.stringify(web));
    await userEvent.click(screen.getByRole('tab', { name: /Errors/ }));
    expect(screen.getByTestId('template-web-problems')).toHaveTextContent(
      '"DatePicker" is not a web layout field type',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Save Form' })).toBeDisabled();
    expect(screen.getByTestId('ai-form-missing')).toHaveTextContent('valid JSON in the IOS layout');

    // Fixed again; the description typed in General Info becomes the first IOS field's text.
    await userEvent.click(screen.getByRole('button', { name: /IOS Layout/ }));
    setEditorText(screen.getByTestId('template-ios-json'), JSON.stringify(TEMPLATE.fields));
    await userEvent.click(screen.getByRole('button', { name: /Web Layout/ }));
    setEditorText(screen.getByTestId('template-web-json'), JSON.stringify(TEMPLATE.layouts.web));
    await userEvent.click(screen.getByRole('button', { name: /General Info/ }));
    expect(screen.getByRole('textbox', { name: 'Form Description' })).toHaveValue('Crane inspection');
    await userEvent.type(screen.getByRole('textbox', { name: 'Form Description' }), ', daily');
    await userEvent.click(screen.getByRole('button', { name: /Submit/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Form' }));

    expect(await screen.findByText('/admin/forms')).toBeInTheDocument();
    const [{ input }] = graphqlCalls(fetchMock, 'CreateFormTemplate') as [{ input: Record<string, unknown> }];
    expect(input).toEqual({
      name: 'AI Generated Timecard',
      formTypeSlug: 'Timecard',
      divisionId: DIVISION_ID,
      formVersion: '0.0.5',
      renderEngineVersion: '0.0.1',
      templateVersion: '0.0.1',
      description: 'Crane inspection, daily',
      fields: [{ ...TEMPLATE.fields[0], text: 'Crane inspection, daily' }, ...TEMPLATE.fields.slice(1)],
      layouts: { web: TEMPLATE.layouts.web },
    });
    await flushEvents();
    const events = fetchMock.mock.calls
      .filter(([url]) => url === '/api/events')
      .flatMap((call) => (sentBody(call) as { events: { name: string; properties?: object }[] }).events);
    expect(events).toContainEqual(
      expect.objectContaining({ name: 'AI form generated', properties: { formType: 'timecard', dataModelFields: 3 } }),
    );
  });

  it('Erase Form and start again clears the template and both layouts', async () => {
    const { dataModel, template } = serve();
    renderPage();
    await generateDataModel(dataModel);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Form' }));
    act(() => template.end(JSON.stringify(TEMPLATE)));
    expect(await screen.findByText('Form Template Generated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase Form and start again' }));
    expect(screen.getByTestId('template-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('template-empty')).toBeInTheDocument();
  });

  it('copies a new UUID', async () => {
    const { dataModel, template } = serve();
    renderPage();
    await generateDataModel(dataModel);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Form' }));
    act(() => template.end(JSON.stringify(TEMPLATE)));
    const button = await screen.findByRole('button', { name: 'New UUID' });
    // After userEvent's last call: it puts its own clipboard stub on navigator.
    const writeText = jest.fn((_text: string) => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    act(() => button.click());
    expect(await screen.findByText('New UUID copied to clipboard')).toBeInTheDocument();
    expect(writeText.mock.calls[0][0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
