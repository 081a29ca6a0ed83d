import { describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  FormSubmissionSendHistoryDocument,
  SendFormSubmissionDocument,
  type FormSubmissionSendHistoryQuery,
} from '../../api/gql/graphql';
import { mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL, graphqlCalls, type OperationAnswer } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { withSession } from '../documents/documents.fixtures';
import { QUOTE_DOCUMENT } from '@server/quotes/quote-rules';
import { DocumentSharing } from './DocumentSharing';

withSession(['web:quoting']);
jest.setTimeout(20_000);

type History = FormSubmissionSendHistoryQuery['formSubmissionSendHistory'];
const history = (sends: History['sends'] = [], links: History['links'] = []) =>
  answer(FormSubmissionSendHistoryDocument).with(() => ({
    formSubmissionSendHistory: { __typename: 'DocumentHistory', sends, links },
  }));

function serve(answers: OperationAnswer[]) {
  return mockFetch((url, init) => {
    if (url === '/graphql') return answerGraphQL(init, answers);
    throw new Error(`Unexpected ${url}`);
  });
}

const renderSharing = () =>
  renderWithProviders(
    <DocumentSharing
      document={QUOTE_DOCUMENT}
      submissionId="quote-1"
      number={12}
      fields={[
        { id: 'customerName', value: 'Acme' },
        { id: 'contactEmail', value: 'pat@acme.example' },
      ]}
    />,
    { access: testAccess(['web:quoting']) },
  );

describe('DocumentSharing', () => {
  it('sends with the customer’s address prefilled, and shows the server’s refusal under the field', async () => {
    const refused = answer(SendFormSubmissionDocument).with(() => ({
      sendFormSubmission: {
        __typename: 'DocumentLinkPayload',
        code: 400,
        success: false,
        message: 'Invalid Email',
        link: null,
        errors: [{ __typename: 'FormProblem', path: 'to.1', message: 'Invalid Email' }],
      },
    }));
    const fetchMock = serve([history(), refused]);
    renderSharing();
    expect(await screen.findByText('Not sent yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('document-send'));
    const dialog = await screen.findByRole('dialog', { name: 'Send to the customer' });
    expect(within(dialog).getByText('pat@acme.example')).toBeInTheDocument();
    expect(within(dialog).getByTestId('document-send-subject')).toHaveValue('Quote #12');
    await userEvent.type(within(dialog).getByTestId('document-send-to'), 'nope,');
    await userEvent.click(within(dialog).getByTestId('document-send-submit'));
    expect(await within(dialog).findByText('Invalid Email (to.1)')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'SendFormSubmission')).toEqual([
      { input: { id: 'quote-1', to: ['pat@acme.example', 'nope'], subject: 'Quote #12', message: '' } },
    ]);
  });

  it('shows each send with its delivery and why it failed, and the customer’s answer', async () => {
    serve([
      history(
        [
          {
            __typename: 'DocumentSend',
            id: 'send-1',
            recipients: ['pat@acme.example'],
            subject: 'Quote #12',
            sentByName: 'Sofia Patel',
            createdAt: '2026-12-01T10:00:00.000Z',
            delivery: 'failed',
            deliveredAt: null,
            error: 'connect ECONNREFUSED',
          },
        ],
        [
          {
            __typename: 'DocumentLink',
            id: 'link-1',
            createdAt: '2026-12-01T10:00:00.000Z',
            expiresAt: '2026-12-31T10:00:00.000Z',
            revokedAt: null,
            active: true,
            answer: 'accepted',
            answeredAt: '2026-12-02T10:00:00.000Z',
            answeredBy: 'Pat Lee',
            answeredFrom: '203.0.113.7',
            reason: null,
          },
        ],
      ),
    ]);
    renderSharing();
    expect(await screen.findByTestId('document-send-delivery')).toHaveTextContent('Failed');
    expect(screen.getByTestId('document-send-error')).toHaveTextContent('connect ECONNREFUSED');
    expect(screen.getByTestId('document-answer')).toHaveTextContent('Accepted');
    expect(screen.getByTestId('document-answer')).toHaveTextContent('Pat Lee');
    await waitFor(() => expect(screen.getByTestId('document-revoke-link')).toBeEnabled());
  });
});
