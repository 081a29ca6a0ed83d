import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse, sentBody } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import CreateDocumentPage from './CreateDocumentPage';
import {
  BRANCH_ID,
  DIVISION_ID,
  serveDocuments,
  submission,
  SUBMISSION_ID,
  templateAnswers,
  TIMECARD_ID,
  withSession,
} from './documents.fixtures';

withSession(['timecard:admin']);
jest.setTimeout(20_000);

/** Serves the documents' calls; `POST /api/form` answers `created`. */
function serve(created: () => Response = () => jsonResponse(201, { data: submission() })) {
  return serveDocuments(templateAnswers(), (url, init) =>
    url === '/api/form' && init.method === 'POST' ? created() : undefined,
  );
}

function renderPage(path = `/documents/create?formId=${TIMECARD_ID}`) {
  return renderWithProviders(<CreateDocumentPage />, {
    path,
    routes: ['/documents/document-detail', '/documents'],
    access: testAccess(['timecard:admin']),
  });
}

describe('/documents/create', () => {
  it('offers the Documents page’s forms, then the account’s others, and draws the chosen one', async () => {
    serve();
    renderPage('/documents/create');
    expect(await screen.findByTestId('create-document-pick')).toHaveTextContent('Choose the form to fill in.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Form' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Crane Inspection',
      'Daily Timecard',
      'AI Generated Other',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Daily Timecard' }));
    expect(await screen.findByTestId('form-renderer')).toBeInTheDocument();
  });

  it('fills the mapped fields from the signed-in user, submits POST /form and opens the new document', async () => {
    const fetchMock = serve();
    const { router } = renderPage();
    expect(await screen.findByTestId('form-field-phone')).toHaveValue('+13035550101');
    expect(screen.getByTestId('form-field-email')).toHaveValue('office@summitcrane.com');
    expect(screen.getByTestId('form-field-branch')).toHaveValue('Denver');
    expect(screen.getByTestId('form-field-division')).toHaveValue('Crane Services');
    // 7:00 to 3:32 PM is 512 minutes, rounded up to 515: 8.58 hours.
    fireEvent.change(screen.getByTestId('form-field-startTime-input'), { target: { value: '07:00' } });
    fireEvent.change(screen.getByTestId('form-field-stopTime-input'), { target: { value: '15:32' } });
    expect(screen.getByTestId('form-field-hours-value')).toHaveTextContent('8.58');
    await userEvent.click(screen.getByTestId('create-document-submit'));

    expect(await screen.findByText('Form Created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents/document-detail'));
    expect(router.state.location.search).toBe(`?formId=${TIMECARD_ID}&formSubmissionId=${SUBMISSION_ID}`);
    const body = sentBody(fetchMock.mock.calls.find(([url]) => url === '/api/form')!) as {
      formId: string;
      fields: { id: string; value: unknown }[];
      localDateTime: string;
      version: string;
    };
    expect(body.formId).toBe(TIMECARD_ID);
    expect(body.version).toBe('0.0.5');
    expect(body.localDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const values = Object.fromEntries(body.fields.map((field) => [field.id, field.value]));
    expect(values).toMatchObject({
      submittedBy: { userId: 'user-1', userName: 'Olivia Grant', occupationId: null },
      phone: '+13035550101',
      email: 'office@summitcrane.com',
      branch: { id: BRANCH_ID, name: 'Denver' },
      division: { id: DIVISION_ID, name: 'Crane Services' },
      hours: 8.58,
    });
    expect(values.startTime).toMatch(/T07:00$/);
  });

  it('keeps the form and shows the spec’s error with the server’s reason when the submit fails', async () => {
    serve(() =>
      jsonResponse(400, {
        statusCode: 400,
        message: 'Invalid Stop Time',
        errors: { 'fields.stopTime': ['Invalid Stop Time'] },
      }),
    );
    const { router } = renderPage();
    await screen.findByTestId('form-field-phone');
    await userEvent.click(screen.getByTestId('create-document-submit'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error creating Form Submission')).toBeInTheDocument();
    expect(within(alert).getByText('Invalid Stop Time')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/create');
  });

  it('cannot submit while the form has a calculation error', async () => {
    serve();
    renderPage();
    await screen.findByTestId('form-field-phone');
    fireEvent.change(screen.getByTestId('form-field-startTime-input'), { target: { value: '09:00' } });
    fireEvent.change(screen.getByTestId('form-field-stopTime-input'), { target: { value: '08:00' } });
    expect(await screen.findByTestId('form-field-stopTime-error')).toBeInTheDocument();
    expect(screen.getByTestId('create-document-submit')).toBeDisabled();
  });
});
