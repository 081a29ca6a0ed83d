// The map feature's public interface: the asset map (the map primitives are in ui/map) and asset positions.
export { AssetMap, type MapSite } from './AssetMap';
export { positionOf, type AssetPosition } from './positions';
