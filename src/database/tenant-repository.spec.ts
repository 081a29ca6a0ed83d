import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from 'typeorm';
import { TenantRepository } from './tenant-repository.js';

class Thing {
  id: string;
  accountId: string;
}

describe('TenantRepository', () => {
  const repository = new TenantRepository(Thing, {} as EntityManager, 'No Thing Found');
  it('refuses to run without an account id', async () => {
    await expect(repository.find('')).rejects.toThrow('Tenant-scoped data access needs an account id');
    expect(() => repository.query('', 'thing')).toThrow('Tenant-scoped data access needs an account id');
  });
  it('answers an id that is not a uuid as not found without asking the database', async () => {
    await expect(repository.get('acc', 'not-a-uuid')).rejects.toThrow('No Thing Found');
  });
});

describe('TenantRepository.statement (what rows runs)', () => {
  const manager = { getRepository: () => ({ metadata: { tableName: 'thing' } }) } as unknown as EntityManager;
  const repository = new TenantRepository(Thing, manager, 'No Thing Found');

  it('reads the account’s rows only, the account first', async () => {
    await expect(repository.rows('', { select: 't.id' })).rejects.toThrow(
      'Tenant-scoped data access needs an account id',
    );
    expect(
      repository.statement('acc', { select: 't.id', where: 't.name = $2', orderBy: 't.name', limit: 20.5 }, ['x']),
    ).toEqual({
      sql: 'SELECT t.id FROM "thing" t WHERE t.account_id = $1 AND (t.name = $2) ORDER BY t.name LIMIT 20',
      params: ['acc', 'x'],
    });
  });
});
