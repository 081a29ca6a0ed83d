import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { components } from '../../api/openapi';
import { api } from '../../api/rest';
import { useAccess } from '../../auth/access';
import { imagesOf, type Asset } from '../assets';

/** A row of `GET /api/assets/positions`: where a located asset is drawn, with what its card shows. */
export type AssetPosition = components['schemas']['AssetPosition'];

/** Every located asset of the account; under the assets key, so any asset change refreshes it. */
export function useAssetPositions() {
  const { user } = useAccess();
  return useQuery({
    queryKey: queryKeys.assetPositions(user.accountId),
    queryFn: () => api.get<AssetPosition[]>('/assets/positions'),
    meta: { errorMessage: 'Error fetching Assets' },
  });
}

/** The asset's map position as the server places it: the tracker's last point, else the address's coordinates. */
export function positionOf(asset: Asset): AssetPosition | null {
  const [lat, lng] = asset.location?.split(',').map(Number) ?? [asset.address?.lat, asset.address?.lng];
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return {
    id: asset.id,
    assetName: asset.assetName,
    assetType: asset.details.assetType,
    category: asset.category,
    lat: lat as number,
    lng: lng as number,
    lastSeen: asset.location ? asset.lastSeen : null,
    imageUrl: imagesOf(asset)[0]?.url ?? null,
  };
}
