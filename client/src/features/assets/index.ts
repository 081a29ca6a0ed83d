// The assets feature's public interface: the asset reads and paths other pages use.
export { overviewPath } from './assetPaths';
export {
  ASSET_PAGE_SIZE,
  imagesOf,
  SEARCH_DEBOUNCE_MS,
  useAsset,
  useAssetOptions,
  useAssetSearch,
  useCategories,
  type Asset,
  type AssetListItem,
} from './assets';
export { categoryPathName } from './categoryTree';
