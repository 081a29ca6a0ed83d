import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { NOT_AN_IMAGE, readAsDataUrl, readImage } from '../../ui/images/images';
import { imagesOf, invalidateAssets, type Asset, type AssetAttachment } from './assets';

/** Spec 2 §2: the documents page takes application/* files only. */
export const NOT_A_DOCUMENT = 'Only documents (application/*) can be uploaded.';

const isDocument = (file: File) => file.type.startsWith('application/');

type Upload = components['schemas']['StoredUpload'];

/** The attachment calls of spec 2 §7 for the images and documents pages, with the toasts of §8. */
export function useAttachmentActions(asset: Asset) {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const attachmentsPath = `/v2/assets/${asset.id}/attachment`;
  const refresh = () => invalidateAssets(queryClient, user.accountId);
  // A refused file's own reason is shown as is; anything else gets the server's message or the fallback.
  const failed = (fallback: string) => (error: unknown) =>
    showErrorToast(
      error instanceof Error && [NOT_AN_IMAGE, NOT_A_DOCUMENT].includes(error.message)
        ? error.message
        : errorMessage(error, fallback),
    );
  const attach = (upload: Upload, contentType: string, name: string, primary: boolean) =>
    api.post<unknown>(attachmentsPath, { url: upload.key, contentType, primary, name });

  const addImage = useMutation({
    mutationFn: async (file: File) => {
      const image = await readImage(file);
      const mime = image.mime ?? file.type;
      const upload = await api.post<Upload>('/images', { mime, image: image.data, name: file.name });
      // The first image becomes the primary one: an asset with images always has exactly one.
      await attach(upload, mime, file.name, imagesOf(asset).length === 0);
    },
    onSuccess: async () => {
      track('image added', { assetId: asset.id });
      showSuccessToast('Image added to attachments.');
      await refresh();
    },
    onError: failed('Failed to upload image.'),
  });

  const addDocument = useMutation({
    mutationFn: async (file: File) => {
      if (!isDocument(file)) throw new Error(NOT_A_DOCUMENT);
      const document = await readAsDataUrl(file);
      const upload = await api.post<Upload>('/documents/upload', { mime: file.type, document, name: file.name });
      await attach(upload, file.type, file.name, false);
    },
    onSuccess: async () => {
      track('document added', { assetId: asset.id });
      showSuccessToast('Document added to attachments.');
      await refresh();
    },
    onError: failed('Failed to upload document.'),
  });

  const setPrimary = useMutation({
    mutationFn: (primary: AssetAttachment) =>
      api.put<unknown>(attachmentsPath, {
        attachments: imagesOf(asset).map(({ id }) => ({ id, primary: id === primary.id })),
      }),
    onSuccess: async () => {
      showSuccessToast('Attachment updated.');
      await refresh();
    },
    onError: failed('Failed to update attachment.'),
  });

  const remove = useMutation({
    mutationFn: (attachment: AssetAttachment) => api.delete<unknown>(`${attachmentsPath}/${attachment.id}`),
    onSuccess: async () => {
      showSuccessToast('Attachment deleted.');
      await refresh();
    },
    onError: failed('Failed to delete attachment.'),
  });

  return { addImage, addDocument, setPrimary, remove };
}
