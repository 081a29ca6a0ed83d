import { NOT_FOUND } from '../common/errors/not-found.js';
import { ownedKind } from '../common/ownership/owned-references.js';
import { User } from './user.entity.js';

/** How other modules name users in their inputs (crew, project owner, sales person). */
export const USER_REFERENCE = ownedKind(User, NOT_FOUND.userReference);
