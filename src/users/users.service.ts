import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull, QueryFailedError, type EntityManager } from 'typeorm';
import { IntersectionType } from '@nestjs/swagger';
import { AccountsService, ProfileAccount } from '../accounts/accounts.service.js';
import { BRANCH_REFERENCE, DIVISION_REFERENCE } from '../accounts/references.js';
import { newSecret, parseToken, secretMatches } from '../auth/one-time-token.js';
import { SessionsService } from '../auth/sessions.service.js';
import { assertOwnedReferences } from '../common/ownership/owned-references.js';
import {
  hasAnyScope,
  isSuperAdmin,
  requestedAccount,
  type Access,
  type AccountAccess,
} from '../common/auth/permissions.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { SqlCondition } from '../database/sql-condition.js';
import { recordAccount } from '../database/record-account.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { MailService } from '../mail/mail.service.js';
import type { OutboxMessage } from '../mail/outbox-message.entity.js';
import type { ListUsersQueryDto, UserPayloadDto } from './dto/user-payload.dto.js';
import { UserInvitation } from './user-invitation.entity.js';
import { User } from './user.entity.js';
import { INTERNAL_EMAIL_DOMAIN, permissionProblem } from './user-rules.js';
import {
  toCrewMemberView,
  toUserView,
  USER_VIEW_COLUMNS,
  type CrewMemberView,
  UserView,
  type UserViewRow,
} from './user-view.js';
import {
  ConflictError,
  ForbiddenError,
  InvalidFieldsError,
  InvalidInputError,
  NotFoundError,
} from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { inTransaction } from '../database/transactions.js';

/** `GET /api/auth/me`: the signed-in user with their account and divisions. */
export class Profile extends IntersectionType(UserView, ProfileAccount) {}

/** What the session check reads of a user (auth/session-check.ts), with its session's state. */
export interface SessionState {
  tokenVersion: number;
  disabled: boolean;
  open: boolean;
}

export const EMAIL_TAKEN = 'A user with this email already exists.';
export const INVALID_INVITATION = 'This invitation link is no longer valid.';

/** The user columns the create and edit payloads set. */
type UserFields = Pick<
  User,
  | 'authMethod'
  | 'email'
  | 'phoneNumber'
  | 'firstName'
  | 'lastName'
  | 'branchIds'
  | 'divisionIds'
  | 'occupations'
  | 'permissions'
  | 'veteran'
>;

const unique = (values: string[]): string[] => [...new Set(values)];
const sameSet = (a: string[], b: string[]): boolean => a.length === b.length && a.every((value) => b.includes(value));

function fieldsOf({ authMethod, email, phoneNumber, metadata }: UserPayloadDto): UserFields {
  return {
    authMethod,
    email: email ?? null,
    phoneNumber: phoneNumber ?? null,
    firstName: metadata.firstName,
    lastName: metadata.lastName,
    branchIds: unique(metadata.branchIds),
    divisionIds: unique(metadata.divisionIds),
    occupations: unique((metadata.occupations ?? []).map((name) => name.trim()).filter(Boolean)),
    permissions: unique(metadata.permissions),
    veteran: metadata.veteran ?? null,
  };
}

@Injectable()
export class UsersService {
  constructor(
    @InjectTenantRepository(User) private readonly users: TenantRepository<User>,
    @InjectTenantRepository(UserInvitation) private readonly invitations: TenantRepository<UserInvitation>,
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The signed-in user with what the profile page shows of their account and divisions (two queries). A plain row:
   * every page load asks for it (GET /api/auth/me), and an entity costs more than the query (docs/performance.md).
   */
  async profile(access: Access): Promise<Profile> {
    const [user] = isUuid(access.userId)
      ? await this.users.rows<UserViewRow>(
          access.accountId,
          { select: this.users.selectList(USER_VIEW_COLUMNS), where: 't.id = $2' },
          [access.userId],
        )
      : [];
    if (!user) throw new NotFoundError(this.users.notFoundMessage);
    return { ...toUserView(user), ...(await this.accounts.profileAccount(access, user.divisionIds)) };
  }

  /**
   * The active users of an account by last then first name. Not paginated: an account's staff is bounded
   * (hundreds), and the list page filters and searches on the client (spec 1 §2.8). Callers without web:usercrud
   * (schedulers choosing crew) get the crew view only.
   */
  async list(access: Access, query: ListUsersQueryDto): Promise<UserView[] | CrewMemberView[]> {
    const superAdmin = isSuperAdmin(access);
    const accountId = requestedAccount(access, query.accountId);
    const builder = this.users
      .query(accountId, 'user')
      .andWhere('user.disabled = false')
      .orderBy('user.lastName')
      .addOrderBy('user.firstName')
      .addOrderBy('user.id');
    if (!(superAdmin && query.includeInternal)) {
      builder.andWhere("(user.email IS NULL OR user.email NOT LIKE '%@' || :domain)", {
        domain: INTERNAL_EMAIL_DOMAIN,
      });
    }
    const users = await builder.getMany();
    return hasAnyScope(access, ['web:usercrud']) ? users.map(toUserView) : users.map(toCrewMemberView);
  }

  /** The names of these users of the account, disabled ones too, by id (one query; for other modules' views). */
  async names(accountId: string, ids: string[]): Promise<Map<string, Pick<User, 'id' | 'firstName' | 'lastName'>>> {
    const rows = ids.length
      ? await this.users.find(accountId, {
          select: { id: true, firstName: true, lastName: true },
          where: { id: In([...new Set(ids)]) },
        })
      : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  async get(access: Access, userId: string): Promise<UserView> {
    return toUserView(await this.target(access, userId));
  }

  async create(access: Access, payload: UserPayloadDto): Promise<{ id: string }> {
    const fields = fieldsOf(payload);
    this.assertMayAssign(access, fields.permissions);
    const accountId = requestedAccount(access, payload.metadata.accountId);
    const user = await inTransaction(this.dataSource, async (manager) => {
      if (!(await this.accounts.exists(access, accountId, manager))) {
        throw new InvalidFieldsError({ 'metadata.accountId': [NOT_FOUND.account] });
      }
      await this.assertInAccount(manager, accountId, fields);
      const occupations = fields.occupations.map((name) => name.toLowerCase());
      const created = await this.insert({ ...access, accountId }, { ...fields, occupations }, manager);
      if (created.email) await this.invite(access, created, manager);
      return created;
    });
    return { id: user.id };
  }

  /** Saves the payload; a changed e-mail gets a new invitation while the user has not set a password yet. */
  async update(access: Access, userId: string, payload: UserPayloadDto): Promise<UserView> {
    const fields = fieldsOf(payload);
    const user = await inTransaction(this.dataSource, async (manager) => {
      const current = await this.target(access, userId, manager);
      this.assertMayAssign(access, fields.permissions, current.permissions);
      await this.assertInAccount(manager, current.accountId, fields);
      const emailChanged = fields.email !== current.email;
      if (emailChanged) await this.assertEmailFree(manager, fields.email);
      const saved = await this.users
        .with(manager)
        .update(current.accountId, current.id, fields)
        .catch(refuseTakenEmail);
      // Access tokens carry permissions and divisions: a new version makes the JWT strategy refuse the issued ones.
      if (!sameSet(fields.permissions, current.permissions) || !sameSet(fields.divisionIds, current.divisionIds)) {
        await manager.increment(User, { accountId: current.accountId, id: current.id }, 'tokenVersion', 1);
      }
      if (!emailChanged) return saved;
      await this.revokeInvitations(manager, saved);
      if (saved.email && !saved.disabled && !(await this.hasPassword(manager, saved))) {
        await this.invite(access, saved, manager);
      }
      return saved;
    });
    return toUserView(user);
  }

  /** Irreversible: the user can no longer sign in, refresh, or use an invitation link. */
  async disable(access: Access, userId: string): Promise<{ id: string; disabled: true }> {
    await inTransaction(this.dataSource, async (manager) => {
      const user = await this.target(access, userId, manager);
      this.assertMayAssign(access, user.permissions, user.permissions);
      await this.users.with(manager).update(user.accountId, user.id, { disabled: true });
      await this.revokeSessions(manager, user);
      await this.revokeInvitations(manager, user);
    });
    return { id: userId, disabled: true };
  }

  async resendInvite(access: Access, userId: string): Promise<{ id: string }> {
    const user = await this.target(access, userId);
    if (user.disabled) throw new InvalidInputError('This user has been deactivated.');
    if (!user.email) throw new InvalidInputError('This user has no email address to send an invitation to.');
    await inTransaction(this.dataSource, (manager) => this.invite(access, user, manager));
    return { id: user.id };
  }

  /** Super admin only (the route says so); their refresh tokens and invitations go with them (foreign keys). */
  async remove(access: Access, userId: string): Promise<{ id: string; deleted: true }> {
    if (userId === access.userId) throw new InvalidInputError('You cannot delete your own user.');
    const user = await this.target(access, userId);
    await this.users.delete(user.accountId, user.id);
    return { id: user.id, deleted: true };
  }

  /** Inserts a user; the e-mail must be free in every account. */
  async insert(access: AccountAccess, fields: UserFields, manager: EntityManager): Promise<User> {
    await this.assertEmailFree(manager, fields.email);
    return this.users.with(manager).create(access.accountId, fields).catch(refuseTakenEmail);
  }

  /**
   * Issues a new invitation link (revoking the user's earlier ones) and queues its e-mail in the same
   * transaction: it goes out once the transaction has committed.
   */
  async invite(access: Access, user: User, manager: EntityManager): Promise<OutboxMessage> {
    await this.revokeInvitations(manager, user);
    const { secret, secretHash } = newSecret();
    const hours = this.config.invitationTtlHours;
    const invitation = await this.invitations.with(manager).create(user.accountId, {
      userId: user.id,
      secretHash,
      expiresAt: new Date(Date.now() + hours * 3_600_000),
    });
    const link = `${this.config.publicUrl}/set-password?token=${invitation.id}.${secret}`;
    const account = await this.accounts.visible(access, user.accountId, manager);
    return this.mail.send(
      { ...access, accountId: user.accountId },
      {
        to: user.email!,
        subject: `You have been invited to ${account.name} on Groundcrew`,
        text: [
          `Hello ${user.firstName},`,
          '',
          `You have been invited to ${account.name} on Groundcrew. Choose your password here to sign in:`,
          link,
          '',
          `This link works once and expires in ${hours} hours.`,
        ].join('\n'),
      },
      manager,
    );
  }

  /** The user of this e-mail in any account, with the password hash (sign-in), or null. */
  findForSignIn(email: string): Promise<User | null> {
    return this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email })
      .getOne();
  }

  /** The user a refresh token names, in the refresh's transaction, or null. */
  findForSession(accountId: string, userId: string, manager: EntityManager): Promise<User | null> {
    return this.users.with(manager).findOne(accountId, { id: userId });
  }

  /**
   * What the session check needs of the user, and `sessionOpen` (the auth module's condition on its sessions) in the
   * same query: the check runs for every session not cached, so it stays one round trip. Null for no such user.
   */
  async sessionState(accountId: string, userId: string, sessionOpen: SqlCondition): Promise<SessionState | null> {
    const row = await this.users
      .query(accountId, 'user')
      .select('user.tokenVersion', 'tokenVersion')
      .addSelect('user.disabled', 'disabled')
      .addSelect(sessionOpen.sql, 'open')
      .andWhere('user.id = :userId', { userId })
      .setParameters(sessionOpen.parameters)
      .getRawOne<SessionState>();
    return row ?? null;
  }

  /** Uses an invitation link to set a password; the caller issues the session in the same transaction. */
  async acceptInvitation(manager: EntityManager, presented: string, passwordHash: string): Promise<User> {
    const parsed = parseToken(presented);
    const invitation = parsed
      ? await manager
          .getRepository(UserInvitation)
          .createQueryBuilder('invitation')
          .setLock('pessimistic_write')
          .where('invitation.id = :id', { id: parsed.id })
          .getOne()
      : null;
    const usable =
      invitation &&
      secretMatches(invitation.secretHash, parsed!.secret) &&
      !invitation.usedAt &&
      !invitation.revokedAt &&
      invitation.expiresAt.getTime() > Date.now();
    const user = usable
      ? await this.users.with(manager).findOne(invitation.accountId, { id: invitation.userId })
      : null;
    if (!user || user.disabled) throw new InvalidInputError(INVALID_INVITATION);
    await this.users.with(manager).update(user.accountId, user.id, { passwordHash });
    await this.invitations.with(manager).update(user.accountId, invitation!.id, { usedAt: new Date() });
    // A link also serves as a password reset: sessions started with the old password end.
    await this.revokeSessions(manager, user);
    return user;
  }

  /** The addressed user: in the caller's account, or in any account for a super admin; else 404. */
  private async target(access: Access, userId: string, manager = this.dataSource.manager): Promise<User> {
    return this.users.with(manager).get(await recordAccount(manager, access, User, userId), userId);
  }

  private assertMayAssign(access: Access, requested: string[], current: string[] = []): void {
    const problem = permissionProblem(isSuperAdmin(access), requested, current);
    if (problem) throw new ForbiddenError(problem);
  }

  /** Branches and divisions must exist in the user's account. */
  private assertInAccount(manager: EntityManager, accountId: string, fields: UserFields): Promise<void> {
    return assertOwnedReferences(manager, accountId, [
      { field: 'metadata.branchIds', kind: BRANCH_REFERENCE, ids: fields.branchIds },
      { field: 'metadata.divisionIds', kind: DIVISION_REFERENCE, ids: fields.divisionIds },
    ]);
  }

  /** The common case, answered without a failed statement; the unique index still decides races. */
  private async assertEmailFree(manager: EntityManager, email: string | null): Promise<void> {
    if (email && (await manager.existsBy(User, { email }))) throw new ConflictError(EMAIL_TAKEN);
  }

  private async hasPassword(manager: EntityManager, user: User): Promise<boolean> {
    const row = await manager.findOne(User, {
      select: { id: true, passwordHash: true },
      where: { accountId: user.accountId, id: user.id },
    });
    return Boolean(row?.passwordHash);
  }

  private async revokeInvitations(manager: EntityManager, { accountId, id }: User): Promise<void> {
    await this.invitations
      .with(manager)
      .updateWhere(accountId, { userId: id, usedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async revokeSessions(manager: EntityManager, { accountId, id }: User): Promise<void> {
    await this.sessions.endAll({ accountId, userId: id }, manager);
  }
}

/** The unique index on user.email is the arbiter, so two concurrent creates cannot both take an e-mail. */
function refuseTakenEmail(error: unknown): never {
  const driverError =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : null;
  if (driverError?.code === '23505' && driverError.constraint === 'user_email_unique') {
    throw new ConflictError(EMAIL_TAKEN);
  }
  throw error;
}
