import { writeFile } from 'node:fs/promises';

/**
 * Gives the session of process `pid` the CPU niceness `niceness` against the machine's other sessions. Linux with
 * autogroups (`/proc/sys/kernel/sched_autogroup_enabled`, man 7 sched) shares the CPU between sessions first, by each
 * session's autogroup niceness (0 unless set), and only then between the processes of a session by theirs. Puppeteer
 * starts Chromium in a session of its own (setsid, to end its processes as one group), so the niceness Chromium
 * inherits from the worker only orders Chromium's own processes (and Chromium, run as root, raises some of its threads
 * again): its session's autogroup (`/proc/<pid>/autogroup`) is what puts it below the web processes. Nothing happens
 * where that file is missing (another system, a kernel without autogroups); a refused value rejects.
 */
export async function setSessionNiceness(pid: number, niceness: number): Promise<void> {
  if (niceness <= 0) return;
  try {
    await writeFile(`/proc/${pid}/autogroup`, String(niceness));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
