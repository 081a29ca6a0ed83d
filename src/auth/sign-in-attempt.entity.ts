import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Sign-in attempts counted per e-mail and per client address, shared by every server instance. Not a tenant
 * table: sign-in comes before any account is known. The key is a SHA-256, so e-mails and addresses are not kept.
 */
@Entity('sign_in_attempt')
export class SignInAttempt {
  @PrimaryColumn('text')
  key: string;

  @Column('integer')
  failures: number;

  /** The window the count belongs to starts at its first failure; the count starts again once it has passed. */
  @Column('timestamptz')
  windowStartedAt: Date;
}
