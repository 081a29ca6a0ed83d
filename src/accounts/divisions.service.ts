import { Injectable } from '@nestjs/common';
import type { Access } from '../common/auth/permissions.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { AccountsService } from './accounts.service.js';
import type { DivisionView } from './division-view.js';
import { Division } from './division.entity.js';
import type { CreateDivisionDto, UpdateDivisionDto } from './dto/division.dto.js';

const view = ({ id, divisionName }: Division): DivisionView => ({ id, divisionName });

@Injectable()
export class DivisionsService {
  constructor(
    private readonly accounts: AccountsService,
    @InjectTenantRepository(Division) private readonly divisions: TenantRepository<Division>,
  ) {}

  /** Divisions of the caller's account, or of the named one (own account; any account for a super admin). */
  async list(access: Access, accountId = access.accountId): Promise<DivisionView[]> {
    const account = await this.accounts.visible(access, accountId);
    const divisions = await this.divisions.find(account.id, { order: { divisionName: 'ASC' } });
    return divisions.map(view);
  }

  /** The server assigns the id: a client-chosen one could collide with another account's division. */
  async create(access: Access, input: CreateDivisionDto): Promise<DivisionView> {
    const accountId = await this.accounts.target(access, input.accountId);
    return view(await this.divisions.create(accountId, { divisionName: input.divisionName }));
  }

  async update(access: Access, id: string, input: UpdateDivisionDto): Promise<DivisionView> {
    const accountId = await this.accounts.target(access, input.accountId);
    return view(await this.divisions.update(accountId, id, { divisionName: input.divisionName }));
  }
}
