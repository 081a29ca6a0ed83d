import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service.js';
import type { Access, AccountAccess } from '../common/auth/permissions.js';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { ownedKind } from '../common/ownership/owned-references.js';
import { InjectTenantRepository, type TenantRepository } from '../database/tenant-repository.js';
import { Color } from './color.entity.js';
import { DEFAULT_COLOR_NAME, ensureDefaultColors } from './default-colors.js';
import type { ColorFilters } from './dto/job-filters.input.js';

/** How jobs name a colour (checked by `common/ownership`). */
export const COLOR_REFERENCE = ownedKind(Color, NOT_FOUND.color);

/** A colour as the palette reads it (what the GraphQL Color answers). */
export type PaletteColor = Pick<Color, 'id' | 'accountId' | 'name' | 'code'>;

export interface Palette {
  colors: PaletteColor[];
  /** The colour of this id, else Slate: what a job without a colour shows. */
  colorOf(colorId: string | null): PaletteColor;
}

@Injectable()
export class ColorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    @InjectTenantRepository(Color) private readonly colors: TenantRepository<Color>,
  ) {}

  /** The account's colours by name; an account that lacks the default palette gets it first. */
  async palette(access: AccountAccess): Promise<Palette> {
    const { accountId } = access;
    // Plain rows: every calendar request reads the palette (docs/performance.md).
    const read = () =>
      this.colors.rows<PaletteColor>(accountId, {
        select: 't.id, t.account_id AS "accountId", t.name, t.code',
        orderBy: 't.name',
      });
    let colors = await read();
    if (!colors.some((color) => color.name === DEFAULT_COLOR_NAME)) {
      await ensureDefaultColors(this.dataSource.manager, accountId);
      colors = await read();
    }
    const byId = new Map(colors.map((color) => [color.id, color]));
    const fallback = colors.find((color) => color.name === DEFAULT_COLOR_NAME)!;
    return { colors, colorOf: (colorId) => (colorId && byId.get(colorId)) || fallback };
  }

  /** The caller's colours; a super admin may name another account. */
  async list(access: Access, filters: ColorFilters = {}): Promise<PaletteColor[]> {
    const accountId = await this.accounts.target(access, filters.accountId ?? undefined);
    return (await this.palette({ ...access, accountId })).colors;
  }

  /** Gives the account the default palette's colours it lacks, in the caller's transaction (onboarding). */
  async ensureDefaults(access: AccountAccess, manager: EntityManager): Promise<void> {
    await ensureDefaultColors(manager, access.accountId);
  }
}
