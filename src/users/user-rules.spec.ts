import { describe, expect, it } from '@jest/globals';
import { normalizePhone, STORED_PHONE as PHONE_PATTERN } from '../common/validation/phone.js';
import { permissionProblem, SUPER_ADMIN_ONLY, SUPER_ADMIN_PROTECTED } from './user-rules.js';

describe('normalizePhone', () => {
  it('turns ten digits, with or without separators, into +1 and the digits', () => {
    expect(normalizePhone('3035550100')).toBe('+13035550100');
    expect(normalizePhone(' (303) 555-0100 ')).toBe('+13035550100');
    expect(normalizePhone('303.555.0100')).toBe('+13035550100');
  });

  it('keeps international numbers and makes blanks absent', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('   ')).toBeUndefined();
    expect(normalizePhone('')).toBeUndefined();
    expect(normalizePhone(undefined)).toBeUndefined();
  });

  it('leaves what is not a phone number for validation to refuse', () => {
    expect(PHONE_PATTERN.test(String(normalizePhone('555-0100')))).toBe(false);
    expect(PHONE_PATTERN.test(String(normalizePhone('+0123456789')))).toBe(false);
    expect(PHONE_PATTERN.test(String(normalizePhone('+1234567890123456')))).toBe(false);
    expect(PHONE_PATTERN.test(String(normalizePhone('+123456789012345')))).toBe(true);
  });
});

describe('permissionProblem', () => {
  it('lets a super admin grant and remove anything', () => {
    expect(permissionProblem(true, ['groundcrew:admin'])).toBeNull();
    expect(permissionProblem(true, ['web:schedule'], ['groundcrew:admin'])).toBeNull();
  });

  it('refuses the super-admin permission to everyone else', () => {
    expect(permissionProblem(false, ['web:schedule', 'groundcrew:admin'])).toBe(SUPER_ADMIN_ONLY);
    expect(permissionProblem(false, ['web:schedule'], ['web:usercrud'])).toBeNull();
  });

  it('protects a super admin from changes by others', () => {
    expect(permissionProblem(false, ['web:schedule'], ['groundcrew:admin'])).toBe(SUPER_ADMIN_PROTECTED);
    expect(permissionProblem(false, ['groundcrew:admin'], ['groundcrew:admin'])).toBe(SUPER_ADMIN_PROTECTED);
  });
});
