import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity.js';

/**
 * One issued refresh token. The token handed out is `<id>.<secret>`; only a hash of the secret is kept.
 * Tokens issued by rotation share the family of the sign-in that started them.
 */
@Entity('refresh_token')
@Index('refresh_token_account_family', ['accountId', 'familyId'])
@Index('refresh_token_account_user', ['accountId', 'userId'])
export class RefreshToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column('uuid')
  familyId: string;

  @Column('text')
  secretHash: string;

  @Column('timestamptz')
  expiresAt: Date;

  /** Set when the token was exchanged for a new one; presenting it again is reuse. */
  @Column('timestamptz', { nullable: true })
  rotatedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
