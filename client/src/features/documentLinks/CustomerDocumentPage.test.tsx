import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { jsonResponse, mockFetch, sentBody } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import CustomerDocumentPage, { type PublicDocument } from './CustomerDocumentPage';

const TOKEN = 'a'.repeat(43);
const PATH = `/api/public/documents/${TOKEN}`;

const quote = (patch: Partial<PublicDocument> = {}): PublicDocument => ({
  companyName: 'Summit Crane',
  kind: 'quote',
  documentName: 'Quote #12',
  title: 'Crane Service Quote',
  number: 12,
  status: 'sent',
  statusLabel: 'Sent',
  date: '12/01/2026',
  customerName: 'Acme Construction',
  lines: { columns: [{ key: 'name', label: 'Item' }], rows: [['90t crane']] },
  totals: [{ label: 'Total', value: '$2,600.00' }],
  answerable: true,
  expiresAt: '2026-12-31T00:00:00.000Z',
  ...patch,
});

describe('CustomerDocumentPage', () => {
  it('says so when the link no longer works', async () => {
    mockFetch(() => jsonResponse(404, { statusCode: 404, message: 'This link is no longer valid.' }));
    renderWithProviders(<CustomerDocumentPage />, {
      path: `/d/${TOKEN}`,
      routes: [{ path: '/d/:token', element: <CustomerDocumentPage /> }],
    });
    expect(await screen.findByTestId('customer-document-invalid')).toHaveTextContent('This link is no longer valid.');
  });

  it('shows the quote, its lines and totals, and sends a rejection with its reason', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === PATH && !init.method?.startsWith('P')) return jsonResponse(200, { data: quote() });
      if (url === `${PATH}/reject`)
        return jsonResponse(200, { data: quote({ status: 'rejected', statusLabel: 'Rejected', answerable: false }) });
      throw new Error(`Unexpected ${url}`);
    });
    renderWithProviders(<CustomerDocumentPage />, {
      path: `/d/${TOKEN}`,
      routes: [{ path: '/d/:token', element: <CustomerDocumentPage /> }],
    });
    expect(await screen.findByTestId('customer-document-title')).toHaveTextContent('Quote #12');
    expect(screen.getByTestId('customer-document-lines')).toHaveTextContent('90t crane');
    expect(screen.getByTestId('customer-document-totals')).toHaveTextContent('Total: $2,600.00');
    expect(screen.getByTestId('customer-document-pdf')).toHaveAttribute('href', `${PATH}/pdf`);
    expect(screen.getByTestId('customer-answer-submit')).toBeDisabled();
    await userEvent.click(screen.getByTestId('customer-answer-switch'));
    await userEvent.type(screen.getByTestId('customer-answer-name'), 'Pat Lee');
    await userEvent.type(screen.getByTestId('customer-answer-reason'), 'Over budget.');
    await userEvent.click(screen.getByTestId('customer-answer-submit'));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByTestId('customer-document-answer')).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === `${PATH}/reject`)!;
    expect(sentBody(call)).toEqual({ name: 'Pat Lee', reason: 'Over budget.' });
  });
});
