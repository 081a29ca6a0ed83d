import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/permissions.js';
import { FieldValidationException } from '../common/http/errors.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { FilesService } from '../files/files.service.js';
import { AccountsService } from './accounts.service.js';
import { Branch } from './branch.entity.js';
import { Division } from './division.entity.js';
import { DIVISION_NOT_FOUND, type CreateBranchDto, type UpdateBranchDto } from './dto/branch.dto.js';

export interface BranchView {
  id: string;
  name: string;
  /** Signed URLs of the branch image and the quote cover image, or null. */
  logo: string | null;
  quoteCover: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  email: string;
  phoneNumber: string;
  divisionId: string | null;
}

type BranchImage = 'logo' | 'quoteCover';
const IMAGES: BranchImage[] = ['logo', 'quoteCover'];

@Injectable()
export class BranchesService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly files: FilesService,
    @InjectTenantRepository(Branch) private readonly branches: TenantRepository<Branch>,
    @InjectTenantRepository(Division) private readonly divisions: TenantRepository<Division>,
  ) {}

  /** Branches of the caller's account (a super admin may name another), by name. */
  async list(access: Access, accountId?: string): Promise<BranchView[]> {
    const target = await this.accounts.target(access, accountId);
    const branches = await this.branches.find(target, { order: { name: 'ASC' } });
    return branches.map((branch) => this.view(branch));
  }

  async create(access: Access, input: CreateBranchDto): Promise<BranchView> {
    const accountId = await this.accounts.target(access, input.accountId);
    return this.save(accountId, input, (values) => this.branches.create(accountId, values));
  }

  /** Applies the changed fields; another account's branch is not found and nothing is stored. */
  async update(access: Access, id: string, input: UpdateBranchDto): Promise<BranchView> {
    const accountId = await this.accounts.target(access, input.accountId);
    const before = await this.branches.get(accountId, id);
    const saved = await this.save(accountId, input, (values) => this.branches.update(accountId, id, values));
    await this.files.discard(IMAGES.filter((image) => input[image] !== undefined).map((image) => before[image]));
    return saved;
  }

  /**
   * Checks the division and the images before anything is stored, stores the new images, then writes the row;
   * if the write fails, the new images are removed again.
   */
  private async save(
    accountId: string,
    input: UpdateBranchDto & { name?: string },
    write: (values: Partial<Branch>) => Promise<Branch>,
  ): Promise<BranchView> {
    if (input.divisionId && !(await this.divisions.findOne(accountId, { id: input.divisionId }))) {
      throw new FieldValidationException({ divisionId: [DIVISION_NOT_FOUND] });
    }
    const images = IMAGES.flatMap((image) => {
      const data = input[image];
      return data ? [{ image, checked: this.files.checkImage(image, data, input[`${image}Mime`]) }] : [];
    });
    const { accountId: _account, logoMime: _logoMime, quoteCoverMime: _coverMime, ...values } = input;
    const stored: Partial<Record<BranchImage, string>> = {};
    try {
      for (const { image, checked } of images) stored[image] = await this.files.storeImage(accountId, checked);
      return this.view(await write({ ...values, ...stored }));
    } catch (error) {
      await this.files.discard(Object.values(stored));
      throw error;
    }
  }

  private view(branch: Branch): BranchView {
    const url = (key: string | null) => (key ? this.files.url(key) : null);
    return {
      id: branch.id,
      name: branch.name,
      logo: url(branch.logo),
      quoteCover: url(branch.quoteCover),
      address: branch.address,
      city: branch.city,
      state: branch.state,
      postalCode: branch.postalCode,
      email: branch.email,
      phoneNumber: branch.phoneNumber,
      divisionId: branch.divisionId,
    };
  }
}
