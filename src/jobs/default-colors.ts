import type { EntityManager } from 'typeorm';
import { NOT_FOUND } from '../common/errors/not-found.js';
import { TenantRepository } from '../database/tenant-repository.js';
import { Color } from './color.entity.js';

/** The job colour used when a job has none (spec 2 §3). */
export const DEFAULT_COLOR_NAME = 'Slate';

/** Every account's palette; Slate is the default. */
export const DEFAULT_PALETTE: readonly { name: string; code: string }[] = [
  { name: DEFAULT_COLOR_NAME, code: '#8098A3' },
  { name: 'Red', code: '#E03131' },
  { name: 'Orange', code: '#F76707' },
  { name: 'Yellow', code: '#F59F00' },
  { name: 'Green', code: '#37B24D' },
  { name: 'Teal', code: '#0CA678' },
  { name: 'Blue', code: '#1C7ED6' },
  { name: 'Indigo', code: '#4263EB' },
  { name: 'Violet', code: '#7048E8' },
  { name: 'Pink', code: '#D6336C' },
];

/** Adds the palette's colours the account lacks (by name); safe to call any number of times, also concurrently. */
export async function ensureDefaultColors(manager: EntityManager, accountId: string): Promise<void> {
  await new TenantRepository(Color, manager, NOT_FOUND.color).insertMany(accountId, DEFAULT_PALETTE, {
    orIgnore: true,
  });
}
