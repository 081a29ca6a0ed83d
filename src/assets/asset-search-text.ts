/**
 * The text a keyword search reads, as the generated column `asset.search_text` computes it: name, serial number,
 * manufacturer, type and tracker id, in lower case, so a search is a plain LIKE on a stored value (the trigram index
 * asset_search_text finds the candidates; the check of each one is then cheap).
 */
export const SEARCH_TEXT_SQL =
  "lower(asset_name || ' ' || coalesce(details->>'serialNumber', '') || ' ' || coalesce(details->>'manufacturer', '') " +
  "|| ' ' || coalesce(details->>'assetType', '') || ' ' || coalesce(mac_address, ''))";
