import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import { LinkQuoteToSimpleJobDocument, UpdateComplexJobDocument } from '../../api/gql/graphql';
import { jsonResponse, sentBody } from '../../test/fixtures';
import { answer, graphqlCalls, type OperationAnswer } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { BRANCH_ID, withSession } from '../documents/documents.fixtures';
import CreateQuotePage from './CreateQuotePage';
import type { CreateQuoteState } from './paths';
import { missingForm, QUOTE_FORM_ID, quoteAnswers, quoteSubmission, serveQuoting } from './quoting.fixtures';

withSession(['web:quoting']);
jest.setTimeout(20_000);

const CREATED_ID = '6f7a8b9c-0000-4000-8000-000000000009';

const complexLinked = (success = true) =>
  answer(UpdateComplexJobDocument).with(() => ({
    updateComplexJob: {
      __typename: 'ComplexJobPayload',
      code: success ? 200 : 403,
      success,
      message: success ? 'Job updated.' : 'You do not have permission.',
      job: success ? { __typename: 'ComplexJob', id: 'job-1' } : null,
    },
  }));

const simpleLinked = () =>
  answer(LinkQuoteToSimpleJobDocument).with(() => ({
    updateJob: { __typename: 'JobPayload', code: 200, success: true, message: 'Job edited.' },
  }));

function serve({ created = true, more = [] as OperationAnswer[] } = {}) {
  return serveQuoting(quoteAnswers(undefined, more), (url, init) => {
    if (url === '/api/form' && init.method === 'POST')
      return created
        ? jsonResponse(201, { data: quoteSubmission({ id: CREATED_ID, hasFile: false }) })
        : jsonResponse(400, { statusCode: 400, message: 'fields.0.id: No template field has the id "x"' });
    return undefined;
  });
}

function renderPage({ state, complexJobs = true }: { state?: CreateQuoteState; complexJobs?: boolean } = {}) {
  return renderWithProviders(<CreateQuotePage />, {
    path: '/start',
    routes: [
      { path: '/start', element: <Navigate to={`/quoting/create?formId=${QUOTE_FORM_ID}`} state={state} replace /> },
      '/quoting/quote-detail',
    ],
    access: testAccess(['web:quoting'], { complexJobs }),
  });
}

const posted = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/form' && init.method === 'POST')
    .map((call) => sentBody(call) as { formId: string; fields: { id: string; value: unknown }[] });

describe('/quoting/create', () => {
  it('is headed Quote Detail and enables Save only once the user changed something (the mapping is no change)', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Quote Detail' })).toBeInTheDocument();
    // The branch was filled from the user's mapping, which is not a change.
    await waitFor(() => expect(screen.getByTestId('form-field-branch')).toHaveValue('Denver'));
    expect(screen.getByTestId('quote-create-save')).toBeDisabled();
    await userEvent.type(screen.getByTestId('form-field-jobTitle'), 'Bridge beam set');
    expect(screen.getByTestId('quote-create-save')).toBeEnabled();
  });

  it('does not submit on Enter; Save creates the quote ("Quote Created.") and opens its detail page', async () => {
    const fetchMock = serve();
    const { router } = renderPage();
    const jobName = await screen.findByTestId('form-field-jobTitle');
    await userEvent.type(jobName, 'Bridge beam set{Enter}');
    fireEvent.submit(screen.getByTestId('quote-create-form'));
    expect(posted(fetchMock)).toEqual([]);
    expect(router.state.location.pathname).toBe('/quoting/create');

    await userEvent.type(screen.getByTestId('form-field-client'), 'Acme Builders');
    await userEvent.click(screen.getByTestId('quote-create-save'));
    expect(await screen.findByText('Quote Created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quoting/quote-detail'));
    expect(router.state.location.search).toBe(`?formId=${QUOTE_FORM_ID}&formSubmissionId=${CREATED_ID}`);
    const [body] = posted(fetchMock);
    expect(body.formId).toBe(QUOTE_FORM_ID);
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { id: 'jobTitle', value: 'Bridge beam set' },
        { id: 'client', value: 'Acme Builders' },
        { id: 'branch', value: { id: BRANCH_ID, name: 'Denver' } },
      ]),
    );
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([]);
  });

  it('shows "Unable to create quote." with the server’s reason and stays', async () => {
    serve({ created: false });
    const { router } = renderPage();
    await userEvent.type(await screen.findByTestId('form-field-jobTitle'), 'Bridge beam set');
    await userEvent.click(screen.getByTestId('quote-create-save'));
    expect(await screen.findByText('Unable to create quote.')).toBeInTheDocument();
    expect(screen.getByText('fields.0.id: No template field has the id "x"')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quoting/create');
  });

  it('starts from the values carried in (a copied quote), which can be saved as they are', async () => {
    const fetchMock = serve();
    renderPage({ state: { values: { jobTitle: 'Airport tower', client: 'Zenith Homes' } } });
    expect(await screen.findByTestId('form-field-jobTitle')).toHaveValue('Airport tower');
    expect(screen.getByTestId('form-field-client')).toHaveValue('Zenith Homes');
    await waitFor(() => expect(screen.getByTestId('quote-create-save')).toBeEnabled());
    await userEvent.click(screen.getByTestId('quote-create-save'));
    await screen.findByText('Quote Created.');
    expect(posted(fetchMock)[0].fields).toEqual(expect.arrayContaining([{ id: 'jobTitle', value: 'Airport tower' }]));
  });

  it('links the new quote to the job of the navigation state with updateComplexJob (id, quoteId)', async () => {
    const fetchMock = serve({ more: [complexLinked()] });
    const { router } = renderPage({ state: { jobId: 'job-1' } });
    await userEvent.type(await screen.findByTestId('form-field-jobTitle'), 'Bridge beam set');
    await userEvent.click(screen.getByTestId('quote-create-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quoting/quote-detail'));
    expect(graphqlCalls(fetchMock, 'UpdateComplexJob')).toEqual([{ input: { id: 'job-1', quoteId: CREATED_ID } }]);
    expect(screen.queryByText('Unable to update job.')).not.toBeInTheDocument();
  });

  it('links a simple job with updateJob (id, quoteId), which a sales user without the schedule may send', async () => {
    const fetchMock = serve({ more: [simpleLinked()] });
    const { router } = renderPage({ state: { jobId: 'job-1' }, complexJobs: false });
    await userEvent.type(await screen.findByTestId('form-field-jobTitle'), 'Bridge beam set');
    await userEvent.click(screen.getByTestId('quote-create-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/quoting/quote-detail'));
    expect(graphqlCalls(fetchMock, 'LinkQuoteToSimpleJob')).toEqual([{ input: { id: 'job-1', quoteId: CREATED_ID } }]);
  });

  it('shows "Unable to update job." when the link fails, and still opens the quote', async () => {
    serve({ more: [complexLinked(false)] });
    const { router } = renderPage({ state: { jobId: 'job-1' } });
    await userEvent.type(await screen.findByTestId('form-field-jobTitle'), 'Bridge beam set');
    await userEvent.click(screen.getByTestId('quote-create-save'));
    expect(await screen.findByText('Unable to update job.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/quoting/quote-detail'));
  });

  it('shows No Quote Form Found for a form that does not exist', async () => {
    serveQuoting(quoteAnswers(undefined, [missingForm()]));
    renderPage();
    expect(await screen.findByTestId('quote-form-not-found')).toHaveTextContent('No Quote Form Found');
  });
});
