import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RetryFormSubmissionPdfDocument, SubmissionPdfStateDocument } from '../../api/gql/graphql';
import { mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import { withSession } from './documents.fixtures';
import { PdfFailure } from './PdfFailure';

withSession(['web:quoting']);

const ID = '7d1f5f7e-3a37-4c1e-9d55-2a0f6a2e0c11';

function serve(errors: (string | null)[]) {
  let reads = 0;
  const state = answer(SubmissionPdfStateDocument).with(({ id }) => ({
    formSubmission: { __typename: 'FormSubmission', id, pdfError: errors[Math.min(reads++, errors.length - 1)] },
  }));
  const retry = answer(RetryFormSubmissionPdfDocument).with(() => ({
    retryFormSubmissionPdf: {
      __typename: 'RetryFormSubmissionPdfPayload',
      code: 200,
      success: true,
      message: 'PDF queued.',
    },
  }));
  return mockFetch((url, init) => {
    if (url === '/graphql') return answerGraphQL(init, [state, retry]);
    throw new Error(`Unexpected call to ${url}`);
  });
}

describe('PdfFailure', () => {
  it('shows nothing while the PDF did not fail', async () => {
    const fetchMock = serve([null]);
    renderWithProviders(<PdfFailure submissionId={ID} testId="quote" />, { access: testAccess(['web:quoting']) });
    await waitFor(() => expect(graphqlCalls(fetchMock, 'SubmissionPdfState')).toHaveLength(1));
    expect(screen.queryByTestId('quote-pdf-failed')).toBeNull();
  });

  it('says the PDF failed and why, and Retry queues it again until it is made', async () => {
    const fetchMock = serve(['The file could not be stored. Please try again.', null]);
    renderWithProviders(<PdfFailure submissionId={ID} testId="quote" />, { access: testAccess(['web:quoting']) });
    const alert = await screen.findByTestId('quote-pdf-failed');
    expect(alert).toHaveTextContent('PDF failed');
    expect(alert).toHaveTextContent('The file could not be stored. Please try again.');
    await userEvent.click(screen.getByTestId('quote-pdf-retry'));
    expect(graphqlCalls(fetchMock, 'RetryFormSubmissionPdf')).toEqual([{ id: ID }]);
    await waitFor(() => expect(screen.queryByTestId('quote-pdf-failed')).toBeNull());
  });
});
