import { Column, Entity, Index } from 'typeorm';
import { UserTokenEntity } from '../database/user-token-columns.js';

/** One issued refresh token. Tokens issued by rotation share the family of the sign-in that started them. */
@Entity('refresh_token')
@Index('refresh_token_account_family', ['accountId', 'familyId'])
@Index('refresh_token_account_user', ['accountId', 'userId'])
export class RefreshToken extends UserTokenEntity {
  @Column('uuid')
  familyId: string;

  /** Set when the token was exchanged for a new one; presenting it again is reuse. */
  @Column('timestamptz', { nullable: true })
  rotatedAt: Date | null;
}
