import { Column, Entity, Generated, Index } from 'typeorm';
import { TenantEntity } from '../database/tenant-columns.js';

export type AuthMethod = 'mobile' | 'web' | 'both';

@Entity('user')
@Index('user_account_name', ['accountId', 'lastName', 'firstName'])
// Sign-in identifies a user by e-mail alone, so (lowercased) e-mails are unique across accounts:
// the one index that does not lead with account_id (see docs/architecture.md).
@Index('user_email_unique', ['email'], { unique: true })
export class User extends TenantEntity {
  @Column('text')
  firstName: string;

  @Column('text')
  lastName: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  phoneNumber: string | null;

  @Column('text', { default: 'web' })
  authMethod: AuthMethod;

  @Column('text', { array: true, default: () => "'{}'" })
  permissions: string[];

  @Column('uuid', { array: true, default: () => "'{}'" })
  divisionIds: string[];

  @Column('uuid', { array: true, default: () => "'{}'" })
  branchIds: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  occupations: string[];

  @Column('boolean', { default: false })
  disabled: boolean;

  @Column('boolean', { nullable: true })
  veteran: boolean | null;

  /** The id the login provider (this server's own sign-in) knows the user by. */
  @Column('uuid')
  @Generated('uuid')
  loginId: string;

  @Column('text', { nullable: true })
  picture: string | null;

  /**
   * Raised when the user's permissions or divisions change: access tokens carry the version they were issued with,
   * and the JWT strategy refuses an older one (src/auth/session-check.ts).
   */
  @Column('integer', { default: 0 })
  tokenVersion: number;

  /** scrypt hash; null until the user sets a password from an invitation. */
  @Column('text', { nullable: true, select: false })
  passwordHash: string | null;
}
