import type { User } from './users';

export interface UserFilters {
  keyword: string;
  branchId: string;
  divisionId: string;
  occupation: string;
}

/** No filter: every value is "All …" (the empty id). */
export const NO_FILTERS: UserFilters = { keyword: '', branchId: '', divisionId: '', occupation: '' };

/** Spec 1 §2.8: keyword search by name, then the Branch, Division and Occupation filters. */
export function filterUsers(users: User[], filters: UserFilters): User[] {
  const keyword = filters.keyword.trim().toLowerCase();
  return users.filter(
    (user) =>
      `${user.firstName} ${user.lastName}`.toLowerCase().includes(keyword) &&
      (!filters.branchId || user.branchIds.includes(filters.branchId)) &&
      (!filters.divisionId || user.divisionIds.includes(filters.divisionId)) &&
      (!filters.occupation || user.occupations.some((name) => name.toLowerCase() === filters.occupation.toLowerCase())),
  );
}
