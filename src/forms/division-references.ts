import type { EntityManager } from 'typeorm';
import { DIVISION_REFERENCE } from '../accounts/references.js';
import { ownedIds } from '../common/ownership/owned-references.js';
import type { Problem, ProblemPath } from './engine/index.js';

/** A division id named in an input, with where it was named. */
export type DivisionReference = [path: ProblemPath, divisionId: string];

/**
 * "Division not found." at every reference that names no division of the account: the shared ownership check
 * (`common/ownership`, one query for all), reported as the engine's problems with their paths.
 */
export async function divisionProblems(
  manager: EntityManager,
  accountId: string,
  references: DivisionReference[],
): Promise<Problem[]> {
  const known = await ownedIds(
    manager,
    accountId,
    DIVISION_REFERENCE,
    references.map(([, id]) => id),
  );
  return references
    .filter(([, divisionId]) => !known.has(divisionId))
    .map(([path]) => ({ path, message: DIVISION_REFERENCE.notFound }));
}
