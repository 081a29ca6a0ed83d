import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { Access } from '../common/auth/permissions.js';
import { assertOwnedReferences } from '../common/ownership/owned-references.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { FilesService } from '../files/files.service.js';
import { AccountsService } from './accounts.service.js';
import { DIVISION_REFERENCE } from './references.js';
import { toBranchView, type BranchView } from './branch-view.js';
import { Branch } from './branch.entity.js';
import type { CreateBranchDto, UpdateBranchDto } from './dto/branch.dto.js';
import { inTransaction } from '../database/transactions.js';

type BranchImage = 'logo' | 'quoteCover';
const IMAGES: BranchImage[] = ['logo', 'quoteCover'];

@Injectable()
export class BranchesService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly files: FilesService,
    @InjectTenantRepository(Branch) private readonly branches: TenantRepository<Branch>,
    private readonly dataSource: DataSource,
  ) {}

  /** Branches of the caller's account (a super admin may name another), by name. */
  async list(access: Access, accountId?: string): Promise<BranchView[]> {
    const target = await this.accounts.target(access, accountId);
    const branches = await this.branches.find(target, { order: { name: 'ASC' } });
    return branches.map((branch) => toBranchView(branch, (key) => this.files.url(key)));
  }

  /** The names of these branches of the account, by id (one query; for other modules' views). */
  async names(accountId: string, ids: string[]): Promise<Map<string, string>> {
    const rows = ids.length
      ? await this.branches.find(accountId, { select: { id: true, name: true }, where: { id: In(ids) } })
      : [];
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async create(access: Access, input: CreateBranchDto): Promise<BranchView> {
    const accountId = await this.accounts.target(access, input.accountId);
    return this.save(access, accountId, input, (branches, values) => branches.create(accountId, values));
  }

  /** Applies the changed fields; another account's branch is not found and nothing is stored. */
  async update(access: Access, id: string, input: UpdateBranchDto): Promise<BranchView> {
    const accountId = await this.accounts.target(access, input.accountId);
    const before = await this.branches.get(accountId, id);
    const saved = await this.save(access, accountId, input, (branches, values) =>
      branches.update(accountId, id, values),
    );
    await this.files.discard(IMAGES.filter((image) => input[image] !== undefined).map((image) => before[image]));
    return saved;
  }

  /**
   * Checks the division and the images before anything is stored, stores the new images, then writes the row and
   * marks the images as the branch's in one transaction; if that fails, the new images are removed again.
   */
  private async save(
    access: Access,
    accountId: string,
    input: UpdateBranchDto & { name?: string },
    write: (branches: TenantRepository<Branch>, values: Partial<Branch>) => Promise<Branch>,
  ): Promise<BranchView> {
    await assertOwnedReferences(this.dataSource.manager, accountId, [
      { field: 'divisionId', kind: DIVISION_REFERENCE, ids: input.divisionId },
    ]);
    const images = IMAGES.flatMap((image) => {
      const data = input[image];
      return data ? [{ image, checked: this.files.checkImage(image, data, input[`${image}Mime`]) }] : [];
    });
    const { accountId: _account, logoMime: _logoMime, quoteCoverMime: _coverMime, ...values } = input;
    const stored: Partial<Record<BranchImage, string>> = {};
    try {
      for (const { image, checked } of images) {
        stored[image] = await this.files.storeImage(access, checked, 'branch-image', accountId);
      }
      const branch = await inTransaction(this.dataSource, async (manager) => {
        const written = await write(this.branches.with(manager), { ...values, ...stored });
        const owner = { type: 'branch', id: written.id, purpose: 'branch-image' } as const;
        await this.files.attach({ ...access, accountId }, Object.values(stored), owner, manager);
        return written;
      });
      return toBranchView(branch, (key) => this.files.url(key));
    } catch (error) {
      await this.files.discard(Object.values(stored));
      throw error;
    }
  }
}
