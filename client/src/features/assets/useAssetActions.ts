import { useMutation, useQueryClient } from '@tanstack/react-query';
import { track } from '../../api/analytics';
import { errorMessage } from '../../api/errors';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import type { AssetPayload } from './assetFormRules';
import { invalidateAssets, type Asset } from './assets';

/** The asset calls of spec 2 §7 with their toasts (§8) and analytics events. */
export function useAssetActions() {
  const { user } = useAccess();
  const queryClient = useQueryClient();
  const refresh = () => invalidateAssets(queryClient, user.accountId);
  const failed = (fallback: string) => (error: unknown) => showErrorToast(errorMessage(error, fallback));

  const create = useMutation({
    mutationFn: (payload: AssetPayload) => api.post<Asset>('/assets', payload),
    onSuccess: async (asset) => {
      track('asset created', { assetId: asset.id });
      showSuccessToast('Asset Created');
      await refresh();
    },
    onError: failed('Failed to create asset.'),
  });

  const edit = useMutation({
    mutationFn: ({ assetId, payload }: { assetId: string; payload: AssetPayload }) =>
      api.put<Asset>(`/assets/${assetId}`, payload),
    onSuccess: async (asset) => {
      track('asset updated', { assetId: asset.id });
      showSuccessToast('Asset Edited');
      await refresh();
    },
    onError: failed('Failed to edit asset.'),
  });

  const remove = useMutation({
    mutationFn: (assetId: string) => api.delete<unknown>(`/assets/${assetId}`),
    onSuccess: async () => {
      showSuccessToast('Asset Deleted');
      await refresh();
    },
    onError: failed('Failed to delete asset.'),
  });

  return { create, edit, remove };
}
