/** SQL expressions over an asset aliased `asset`, shared by the map and the scheduling summaries. */

/** True when the tracker has reported a position. */
export const ASSET_TRACKED_SQL = 'asset.last_lat IS NOT NULL AND asset.last_lng IS NOT NULL';
/** The tracker's last position when there is one, else the address's coordinates. */
export const ASSET_LAT_SQL = `CASE WHEN ${ASSET_TRACKED_SQL} THEN asset.last_lat ELSE (asset.address ->> 'lat')::float8 END`;
export const ASSET_LNG_SQL = `CASE WHEN ${ASSET_TRACKED_SQL} THEN asset.last_lng ELSE (asset.address ->> 'lng')::float8 END`;
/** The storage key of the primary image (images are the attachments whose key contains `images`, as in AssetsService). */
export const ASSET_PRIMARY_IMAGE_KEY_SQL = `(SELECT image.url FROM asset_attachment image
  WHERE image.account_id = asset.account_id AND image.asset_id = asset.id AND image."primary"
    AND image.url LIKE '%images%'
  ORDER BY image.created_at DESC LIMIT 1)`;
