import { describe, expect, it } from '@jest/globals';
import { evaluateFlags, FEATURE_FLAG_DEFAULTS, flagSettings, isFeatureFlag } from './feature-flags.js';

describe('evaluateFlags', () => {
  it('starts from the defaults', () => {
    expect(evaluateFlags([], 'u1')).toEqual(FEATURE_FLAG_DEFAULTS);
  });

  it("lets the user's override beat the account's, and ignores other users and unknown flags", () => {
    const flags = evaluateFlags(
      [
        { flag: 'complexJobs', userId: 'u1', enabled: true },
        { flag: 'complexJobs', userId: null, enabled: false },
        { flag: 'dispatching', userId: 'u2', enabled: false },
        { flag: 'retired', userId: null, enabled: false },
      ],
      'u1',
    );
    expect(flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, complexJobs: true });
    expect(Object.keys(flags)).not.toContain('retired');
  });
});

describe('flagSettings', () => {
  it("shows the account's value when no user is asked about, and the user's own override when one is", () => {
    const overrides = [
      { flag: 'dispatching', userId: null, enabled: false },
      { flag: 'dispatching', userId: 'u1', enabled: true },
    ];
    const dispatching = (userId: string | null) =>
      flagSettings(overrides, userId).find((s) => s.flag === 'dispatching');
    expect(dispatching(null)).toEqual({
      flag: 'dispatching',
      default: true,
      account: false,
      user: null,
      effective: false,
    });
    expect(dispatching('u1')).toEqual({
      flag: 'dispatching',
      default: true,
      account: false,
      user: true,
      effective: true,
    });
    expect(flagSettings([], null)).toHaveLength(Object.keys(FEATURE_FLAG_DEFAULTS).length);
  });

  it('knows only its own flags, not what objects inherit', () => {
    expect(isFeatureFlag('complexJobs')).toBe(true);
    expect(isFeatureFlag('constructor')).toBe(false);
  });
});
