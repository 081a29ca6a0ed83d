import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();
const PROBE = join(ROOT, 'test/fixtures/pretenuring-probe.mjs');

/** The scavenges of the probe's short-lived objects, in a node process that loads `preload` first (if any). */
function probeScavenges(preload?: string): number {
  const args = [...(preload ? ['--import', preload] : []), PROBE];
  return (JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as { scavenges: number }).scavenges;
}

describe("the server process's V8 flags (src/v8-flags.ts)", () => {
  it('keeps short-lived objects young after their allocation site made long-lived ones', () => {
    // Without the flag, V8 tenures the site and no scavenge runs: the probe tells the two apart.
    expect(probeScavenges()).toBe(0);
    expect(probeScavenges(join(ROOT, 'dist/src/v8-flags.js'))).toBeGreaterThan(5);
  });

  it('are set by the built server before it loads the app', () => {
    const entry = readFileSync(join(ROOT, 'dist/server/main.js'), 'utf8');
    const flag = entry.indexOf('setFlagsFromString)("--no-allocation-site-pretenuring")');
    expect(flag).toBeGreaterThan(-1);
    // main.js is CommonJS (scripts/bundle-server.mjs): its start() loads the app once the module has run.
    expect(entry.indexOf('start().catch(')).toBeGreaterThan(flag);
  });
});
