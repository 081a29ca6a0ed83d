/** What the people filters and pickers read of a user (`GET /api/users`). */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  branchIds: string[];
  divisionIds: string[];
  occupations: string[];
  disabled: boolean;
}

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

export interface UserFilters {
  keyword: string;
  branchId: string;
  divisionId: string;
  occupation: string;
}

/** No filter: every value is "All …" (the empty id). */
export const NO_FILTERS: UserFilters = { keyword: '', branchId: '', divisionId: '', occupation: '' };

/** Spec 1 §2.8: keyword search by name, then the Branch, Division and Occupation filters. */
export function filterUsers<P extends Omit<Person, 'id' | 'disabled'>>(users: P[], filters: UserFilters): P[] {
  const keyword = filters.keyword.trim().toLowerCase();
  return users.filter(
    (user) =>
      `${user.firstName} ${user.lastName}`.toLowerCase().includes(keyword) &&
      (!filters.branchId || user.branchIds.includes(filters.branchId)) &&
      (!filters.divisionId || user.divisionIds.includes(filters.divisionId)) &&
      (!filters.occupation || user.occupations.some((name) => name.toLowerCase() === filters.occupation.toLowerCase())),
  );
}
