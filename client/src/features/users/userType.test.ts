import { describe, expect, it } from '@jest/globals';
import { userTypeLabel } from './userType';

describe('userTypeLabel', () => {
  it.each(['timecard:user', 'mobilehome:user', 'mobile:user', 'general:tracker'])(
    'is "Mobile + Web" with web:assetmap and %s',
    (mobile) => expect(userTypeLabel(['web:assetmap', mobile])).toBe('Mobile + Web'),
  );

  it('is "Mobile or Web" with only mobile permissions', () => {
    expect(userTypeLabel(['mobile:user', 'timecard:user', 'web:schedule'])).toBe('Mobile or Web');
  });

  it('is "Mobile or Web" with web:assetmap but no mobile permission', () => {
    expect(userTypeLabel(['web:assetmap', 'mobile:provisioning'])).toBe('Mobile or Web');
  });
});
