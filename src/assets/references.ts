import { NOT_FOUND } from '../common/errors/not-found.js';
import { ownedKind } from '../common/ownership/owned-references.js';
import { Asset } from './asset.entity.js';
import { Category } from './category.entity.js';

/** How other modules name assets and categories in their inputs. */
export const ASSET_REFERENCE = ownedKind(Asset, NOT_FOUND.asset);
export const CATEGORY_REFERENCE = ownedKind(Category, NOT_FOUND.category);
