import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity.js';

/**
 * A one-time link to set a password. The link carries `<id>.<secret>`; only a hash of the secret is kept.
 * Resending an invitation revokes the user's earlier ones.
 */
@Entity('user_invitation')
@Index('user_invitation_account_user', ['accountId', 'userId'])
export class UserInvitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('text')
  secretHash: string;

  @Column('timestamptz')
  expiresAt: Date;

  /** Set when the link was used to set a password, or replaced by a newer invitation. */
  @Column('timestamptz', { nullable: true })
  usedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
