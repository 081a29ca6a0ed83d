import { ApiProperty } from '@nestjs/swagger';
import { AUTH_METHODS } from './dto/user-payload.dto.js';
import type { User } from './user.entity.js';

/** The user as the API shows it (spec 1 §3 "User (read)"). */
export class UserView {
  @ApiProperty() id: string;
  @ApiProperty() accountId: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) phoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The same as phoneNumber' })
  phone_number: string | null;
  @ApiProperty({ enum: AUTH_METHODS }) authMethod: User['authMethod'];
  @ApiProperty({ type: [String] }) permissions: string[];
  @ApiProperty({ type: [String] }) branchIds: string[];
  @ApiProperty({ type: [String] }) divisionIds: string[];
  @ApiProperty({ type: [String] }) occupations: string[];
  @ApiProperty() disabled: boolean;
  @ApiProperty({ type: Boolean, nullable: true }) veteran: boolean | null;
  @ApiProperty({ description: "The login provider's id of the user" }) loginId: string;
  @ApiProperty({ type: String, nullable: true }) picture: string | null;
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
