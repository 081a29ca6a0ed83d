import { Column, Entity, Index } from 'typeorm';
import { UserTokenEntity } from '../database/user-token-columns.js';

/** A one-time link to set a password. Resending an invitation revokes the user's earlier ones. */
@Entity('user_invitation')
@Index('user_invitation_account_user', ['accountId', 'userId'])
export class UserInvitation extends UserTokenEntity {
  /** Set when the link was used to set a password. */
  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;
}
