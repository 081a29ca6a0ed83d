// The memory of the AI form builder's uploads (issue 32: at most 600 MB for one): while score.py (or anything else)
// uploads to a server, the peak resident memory (VmHWM) of each of its analysis children, read from /proc every
// 200 ms. A child reads one upload at a time and keeps its peak over the uploads it read, so the figure is the most
// one upload took in a warm child. The server's own process reads no file and is left out.
//
//   node bench/ai-forms/child-memory.mjs <server pid>      # Ctrl-C (or SIGTERM) prints each child's peak
import { readFileSync, readdirSync } from 'node:fs';

const server = Number(process.argv[2]);
if (!server) {
  console.error('usage: child-memory.mjs <server pid>');
  process.exit(2);
}

const read = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return ''; // the process ended between the listing and the read
  }
};
const parentOf = (pid) => Number(/^PPid:\s+(\d+)/m.exec(read(pid, 'status'))?.[1] ?? 0);
const peakMb = (pid) => Number(/^VmHWM:\s+(\d+) kB/m.exec(read(pid, 'status'))?.[1] ?? 0) / 1024;

const peaks = new Map();
const look = () => {
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const pid = Number(name);
    if (parentOf(pid) !== server || !read(pid, 'cmdline').includes('analysis-child')) continue;
    peaks.set(pid, Math.max(peaks.get(pid) ?? 0, peakMb(pid)));
  }
};
const timer = setInterval(look, 200);

const report = () => {
  clearInterval(timer);
  look();
  const figures = [...peaks.values()].sort((a, b) => b - a);
  console.log(`analysis children: ${figures.length}; peak resident memory (MB): ${figures.map(Math.round).join(', ')}`);
  process.exit(0);
};
process.on('SIGINT', report);
process.on('SIGTERM', report);
