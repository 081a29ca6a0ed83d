import { NOT_FOUND } from '../common/errors/not-found.js';
import { ownedKind } from '../common/ownership/owned-references.js';
import { Branch } from './branch.entity.js';
import { Division } from './division.entity.js';

/** How other modules name branches and divisions in their inputs (checked by `common/ownership`). */
export const BRANCH_REFERENCE = ownedKind(Branch, NOT_FOUND.branch);
export const DIVISION_REFERENCE = ownedKind(Division, NOT_FOUND.division);
