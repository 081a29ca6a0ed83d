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
