import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { setSessionNiceness } from './chromium-niceness.js';

const hasAutogroups = existsSync('/proc/self/autogroup');

describe('a session’s CPU niceness', () => {
  (hasAutogroups ? it : it.skip)(
    'sets the autogroup of a process in a session of its own, as Chromium is',
    async () => {
      const child = spawn('sleep', ['30'], { detached: true, stdio: 'ignore' });
      try {
        await new Promise((resolve) => child.once('spawn', resolve));
        const autogroup = () => readFileSync(`/proc/${child.pid}/autogroup`, 'utf8');
        expect(autogroup()).toMatch(/ nice 0\n$/);
        await setSessionNiceness(child.pid!, 7);
        expect(autogroup()).toMatch(/ nice 7\n$/);
        // This test's own session keeps its niceness.
        expect(readFileSync('/proc/self/autogroup', 'utf8')).not.toBe(autogroup());
      } finally {
        child.kill();
      }
    },
  );

  it('leaves a niceness of 0 as it is, and a process without the file alone', async () => {
    await expect(setSessionNiceness(process.pid, 0)).resolves.toBeUndefined();
    await expect(setSessionNiceness(2 ** 22 + 1, 5)).resolves.toBeUndefined();
  });
});
