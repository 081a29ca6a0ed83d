import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { flushEvents } from '../../api/analytics';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, signInAs } from '../../test/fixtures';
import { renderWithProviders, testAccess } from '../../test/render';
import AssetDocumentsPage from './AssetDocumentsPage';
import { anAsset, sentCalls, sentEvents, serveAssets } from './assets.fixtures';
import type { Asset } from './assets';
import { NOT_A_DOCUMENT } from './useAttachmentActions';

const VIEWER = ['web:assetmap'];
const MANAGER = ['web:assetmap', 'web:assetcrud'];
const ATTACHMENT = '/api/v2/assets/asset-1/attachment';
const ok = () => jsonResponse(200, { data: { asset: anAsset() } });
// The file input accepts application/* only; the tests also hand it other files, as a user could by drag and drop.
const user = userEvent.setup({ applyAccept: false });

beforeEach(() => signInAs(MANAGER));
afterEach(async () => {
  notifications.clean();
  jest.restoreAllMocks();
  await flushEvents();
  await clearTokens();
});

function renderDocuments(asset: Asset, { permissions = MANAGER, handlers = {} } = {}) {
  const fetchMock = serveAssets({ 'GET /api/assets/asset-1': () => jsonResponse(200, { data: asset }), ...handlers });
  renderWithProviders(<AssetDocumentsPage />, {
    path: '/assets/asset-documents?assetId=asset-1',
    access: testAccess(permissions),
  });
  return fetchMock;
}

describe('asset documents', () => {
  it('lists the documents only; a row click opens the document in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = renderDocuments(anAsset());
    const table = await screen.findByTestId('asset-documents-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Document Name', 'Document Type', '']);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    // The type as a reader names it, not the MIME type.
    expect(
      within(screen.getByTestId('asset-document-a-3'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Manual', 'PDF', '']);
    await user.click(screen.getByText('Manual'));
    expect(open).toHaveBeenCalledWith('https://files/documents/manual.pdf', '_blank', 'noopener');
    await flushEvents();
    expect(sentEvents(fetchMock)).toContain('asset document opened');
  });

  it('says so when the asset has no documents', async () => {
    renderDocuments(anAsset({ attachments: anAsset().attachments.filter(({ id }) => id !== 'a-3') }));
    expect(await screen.findByText('No asset documents found.')).toBeInTheDocument();
  });

  it('deletes a document only after the confirmation, without opening it', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const fetchMock = renderDocuments(anAsset(), { handlers: { [`DELETE ${ATTACHMENT}/a-3`]: ok } });
    const deletes = () => sentCalls(fetchMock).filter(({ call }) => call.startsWith('DELETE'));
    await user.click(await screen.findByRole('button', { name: 'Delete Manual' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Document' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Manual' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Attachment deleted.')).toBeInTheDocument();
    expect(deletes().map(({ call }) => call)).toEqual([`DELETE ${ATTACHMENT}/a-3`]);
    expect(open).not.toHaveBeenCalled();
  });

  it('offers no add or delete to users who may not change assets', async () => {
    renderDocuments(anAsset(), { permissions: VIEWER });
    await screen.findByTestId('asset-documents-table');
    expect(screen.queryByTestId('asset-documents-add')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Manual' })).not.toBeInTheDocument();
  });

  it('uploads a document as a data URL, attaches it as not primary and records "document added"', async () => {
    const fetchMock = renderDocuments(anAsset(), {
      permissions: ['groundcrew:admin'],
      handlers: {
        'POST /api/documents/upload': () =>
          jsonResponse(201, { data: { Location: 'https://files/documents/k2.pdf', Extension: 'pdf', key: 'k2.pdf' } }),
        [`POST ${ATTACHMENT}`]: ok,
      },
    });
    const input = await screen.findByLabelText('+ Add New Document');
    expect(input).toHaveAttribute('accept', 'application/*');
    await user.upload(input, new File(['%PDF-1.4'], 'spec.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Document added to attachments.')).toBeInTheDocument();
    const calls = sentCalls(fetchMock);
    expect(calls.find(({ call }) => call === 'POST /api/documents/upload')?.body).toEqual({
      mime: 'application/pdf',
      document: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
      name: 'spec.pdf',
    });
    expect(calls.find(({ call }) => call === `POST ${ATTACHMENT}`)?.body).toEqual({
      url: 'k2.pdf',
      contentType: 'application/pdf',
      primary: false,
      name: 'spec.pdf',
    });
    await flushEvents();
    expect(sentEvents(fetchMock)).toContain('document added');
  });

  it('refuses a file that is not an application/* document', async () => {
    const fetchMock = renderDocuments(anAsset());
    await user.upload(
      await screen.findByLabelText('+ Add New Document'),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText(NOT_A_DOCUMENT)).toBeInTheDocument();
    expect(sentCalls(fetchMock).some(({ call }) => call === 'POST /api/documents/upload')).toBe(false);
  });

  it('shows "Failed to upload document." when the upload fails without a message', async () => {
    renderDocuments(anAsset(), { handlers: { 'POST /api/documents/upload': () => jsonResponse(500, {}) } });
    await user.upload(
      await screen.findByLabelText('+ Add New Document'),
      new File(['%PDF-1.4'], 'spec.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByText('Failed to upload document.')).toBeInTheDocument());
  });
});
