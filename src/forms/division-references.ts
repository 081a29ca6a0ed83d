import { In } from 'typeorm';
import type { Division } from '../accounts/division.entity.js';
import type { TenantRepository } from '../database/tenant-repository.js';
import { DIVISION_NOT_FOUND } from './dto/form-template.input.js';
import type { Problem, ProblemPath } from './engine/index.js';

/** A division id named in an input, with where it was named. */
export type DivisionReference = [path: ProblemPath, divisionId: string];

/** "Division not found." at every reference that names no division of the account (one query for all). */
export async function divisionProblems(
  divisions: TenantRepository<Division>,
  accountId: string,
  references: DivisionReference[],
): Promise<Problem[]> {
  const wanted = [...new Set(references.map(([, divisionId]) => divisionId))];
  if (!wanted.length) return [];
  const found = await divisions.find(accountId, { where: { id: In(wanted) }, select: { id: true } });
  const known = new Set(found.map((division) => division.id));
  return references
    .filter(([, divisionId]) => !known.has(divisionId))
    .map(([path]) => ({ path, message: DIVISION_NOT_FOUND }));
}
