import { describe, expect, it } from '@jest/globals';
import { requiredPermission } from './gates';

describe('requiredPermission (spec 1 §6 route gates)', () => {
  it.each([
    ['/map', 'web:assetmap'],
    ['/assets/browser', 'web:assetmap'],
    ['/assets/asset-detail', 'web:assetcrud'],
    ['/assets/create', 'web:assetcrud'],
    ['/asset-availability', 'web:assetmap'],
    ['/jobs/dashboard', 'web:schedule'],
    ['/jobs/billing', 'web:invoice'],
    ['/dispatch', 'web:schedule'],
    ['/invoicing/edit', 'web:invoice'],
    ['/users/user-detail', 'web:usercrud'],
    ['/documents/create', 'timecard:admin'],
    ['/quoting', 'web:quoting'],
    ['/settings/pricebook', 'web:settings'],
    ['/admin/forms/42/edit-raw-form', 'groundcrew:admin'],
    ['/admin/location/asset-1', 'groundcrew:admin'],
  ])('%s needs %s', (path, permission) => {
    expect(requiredPermission(path)).toBe(permission);
  });

  it('leaves paths outside the gated sections open to every signed-in user', () => {
    expect(requiredPermission('/profile')).toBeUndefined();
    expect(requiredPermission('/mapping')).toBeUndefined();
  });
});
