import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource, type EntityManager } from 'typeorm';
import { isSuperAdmin, requestedAccount, type Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, isUuid, type TenantRepository } from '../database/tenant-repository.js';
import { readRows } from '../database/pool-reads.js';
import { FilesService } from '../files/files.service.js';
import { Account, type DynamicPages } from './account.entity.js';
import { BranchView, toBranchView } from './branch-view.js';
import { Branch } from './branch.entity.js';
import { DivisionView } from './division-view.js';
import { Division } from './division.entity.js';
import { Occupation } from './occupation.entity.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { NOT_FOUND } from '../common/errors/not-found.js';

export class AccountSummary {
  @ApiProperty() id: string;
  @ApiProperty() account_name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the logo' }) logo: string | null;
}

class OccupationView {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

class FormDocumentsPageEntry {
  @ApiProperty() formId: string;
}

class DynamicPagesView implements DynamicPages {
  @ApiProperty({ type: [FormDocumentsPageEntry], description: 'The forms the Documents page lists, in order' })
  formDocumentsPage: FormDocumentsPageEntry[];
}

/** The account as `GET /api/accounts/{accountId}` answers it (spec 1 §3 "Account"). */
export class AccountView extends AccountSummary {
  @ApiProperty({ type: [OccupationView] }) occupations: OccupationView[];
  @ApiProperty({ type: [BranchView] }) branches: BranchView[];
  @ApiProperty() dynamicPages: DynamicPagesView;
}

class ProfileAccountName {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Signed URL of the logo' }) logo: string | null;
}

/** The caller's account as the profile (`me`) shows it. */
export class ProfileAccount {
  @ApiProperty() account: ProfileAccountName;
  @ApiProperty({ type: [DivisionView] }) divisions: DivisionView[];
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FilesService,
    @InjectTenantRepository(Occupation) private readonly occupations: TenantRepository<Occupation>,
    @InjectTenantRepository(Branch) private readonly branches: TenantRepository<Branch>,
    @InjectTenantRepository(Division) private readonly divisions: TenantRepository<Division>,
  ) {}

  /** Every account, by name (super admin). */
  async list(): Promise<AccountSummary[]> {
    const accounts = await this.dataSource.getRepository(Account).find({ order: { name: 'ASC' } });
    return accounts.map((account) => this.summary(account));
  }

  /** The caller's own account; a super admin may read any account. Anything else is not found. */
  async get(access: Access, accountId: string): Promise<AccountView> {
    const account = await this.visible(access, accountId);
    const [occupations, branches] = await Promise.all([
      this.occupations.find(account.id, { order: { name: 'ASC' } }),
      this.branches.find(account.id, { order: { name: 'ASC' } }),
    ]);
    return {
      ...this.summary(account),
      occupations: occupations.map(({ id, name }) => ({ id, name })),
      branches: branches.map((branch) => toBranchView(branch, (key) => this.files.url(key))),
      dynamicPages: account.dynamicPages,
    };
  }

  /**
   * The account a call works on: the caller's own, or, for a super admin only, the one asked for (404 when it
   * does not exist). Anyone else's `accountId` is ignored.
   */
  async target(access: Access, requested: string | undefined): Promise<string> {
    const accountId = requestedAccount(access, requested);
    return accountId === access.accountId ? accountId : (await this.visible(access, accountId)).id;
  }

  /** The account if the caller may see it (own account; any for a super admin), else 404. */
  async visible(access: Access, accountId: string, manager = this.dataSource.manager): Promise<Account> {
    const account = await this.find(access, accountId, manager);
    if (!account) throw new NotFoundError(NOT_FOUND.account);
    return account;
  }

  /** True when the account exists and the caller may see it; in the caller's transaction when given one. */
  async exists(access: Access, accountId: string, manager = this.dataSource.manager): Promise<boolean> {
    return (await this.find(access, accountId, manager)) !== null;
  }

  /**
   * What the profile page shows of the caller's account: its id, name and logo (the storage key), and those of these
   * divisions that are the account's, by name. One query.
   */
  async profileAccount(access: Access, divisionIds: string[]): Promise<ProfileAccount> {
    type Row = ProfileAccount['account'] & { divisions: ProfileAccount['divisions'] };
    const [row] = await readRows<Row>(
      this.dataSource.manager,
      `SELECT a.id, a.name, a.logo,
              coalesce((SELECT json_agg(json_build_object('id', d.id, 'divisionName', d.division_name)
                                        ORDER BY d.division_name)
                          FROM division d
                         WHERE d.account_id = a.id AND d.id = ANY($2::uuid[])), '[]') AS divisions
         FROM account a
        WHERE a.id = $1`,
      [access.accountId, divisionIds],
    );
    const { divisions, ...account } = row;
    return { account, divisions };
  }

  /**
   * A new company with its first division and branch, in the caller's transaction (onboarding). Answers the ids the
   * first administrator is given.
   */
  async open(
    manager: EntityManager,
    { name, divisionName, branch }: { name: string; divisionName: string; branch: Partial<Branch> },
  ): Promise<{ accountId: string; divisionId: string; branchId: string }> {
    const { id: accountId } = await manager.getRepository(Account).save({ name });
    const division = await this.divisions.with(manager).create(accountId, { divisionName });
    const first = await this.branches.with(manager).create(accountId, { ...branch, divisionId: division.id });
    return { accountId, divisionId: division.id, branchId: first.id };
  }

  private async find(access: Access, accountId: string, manager: EntityManager): Promise<Account | null> {
    const visible = accountId === access.accountId || isSuperAdmin(access);
    return visible && isUuid(accountId) ? manager.getRepository(Account).findOneBy({ id: accountId }) : null;
  }

  private summary(account: Account): AccountSummary {
    return { id: account.id, account_name: account.name, logo: account.logo ? this.files.url(account.logo) : null };
  }
}
