import type { User } from './user.entity.js';

/** The user as the API shows it (spec 1 §3 "User (read)"). */
export interface UserView {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  phone_number: string | null;
  authMethod: User['authMethod'];
  permissions: string[];
  branchIds: string[];
  divisionIds: string[];
  occupations: string[];
  disabled: boolean;
  veteran: boolean | null;
  loginId: string;
  picture: string | null;
}

/** What the view reads of a user. */
export const USER_VIEW_COLUMNS = [
  'id',
  'accountId',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'authMethod',
  'permissions',
  'branchIds',
  'divisionIds',
  'occupations',
  'disabled',
  'veteran',
  'loginId',
  'picture',
] as const satisfies readonly (keyof User)[];
export type UserViewRow = Pick<User, (typeof USER_VIEW_COLUMNS)[number]>;

export function toUserView(user: UserViewRow): UserView {
  return {
    id: user.id,
    accountId: user.accountId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    phone_number: user.phoneNumber,
    authMethod: user.authMethod,
    permissions: user.permissions,
    branchIds: user.branchIds,
    divisionIds: user.divisionIds,
    occupations: user.occupations,
    disabled: user.disabled,
    veteran: user.veteran,
    loginId: user.loginId,
    picture: user.picture,
  };
}

/**
 * A user as the crew pickers of schedulers (web:schedule without web:usercrud) see them: spec 2 §3 "User/crew"
 * plus occupations. E-mail, permissions, authentication method, login id and veteran status stay with user
 * administration.
 */
export type CrewMemberView = Pick<
  UserView,
  | 'id'
  | 'accountId'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'phone_number'
  | 'branchIds'
  | 'divisionIds'
  | 'occupations'
  | 'disabled'
>;

export function toCrewMemberView(user: User): CrewMemberView {
  return {
    id: user.id,
    accountId: user.accountId,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    phone_number: user.phoneNumber,
    branchIds: user.branchIds,
    divisionIds: user.divisionIds,
    occupations: user.occupations,
    disabled: user.disabled,
  };
}
