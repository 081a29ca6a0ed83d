import { describe, expect, it } from '@jest/globals';
import { evaluateFlags, FEATURE_FLAG_DEFAULTS } from './feature-flags.js';

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
