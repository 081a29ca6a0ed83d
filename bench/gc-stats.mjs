// Loaded into a server by `BENCH_NODE_ARGS="--import ./bench/gc-stats.mjs" npm run bench:graphql` (it goes into the app
// and the baseline alike): measures the first WINDOW_MS in which the server answers more than LOAD_RATE requests a
// second, and appends one line to $GC_STATS_FILE (default /tmp/gc-stats.txt): requests per second,
// CPU per request, and per kind of collection (scavenge, mark-compact, …) how many ran per 1,000 requests, their
// time per request and per collection, and the young generation's size. docs/performance.md, "Seventh round", reads
// these lines.
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { basename } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

const LOAD_RATE = 300;
const WINDOW_MS = 6000;
const FILE = process.env.GC_STATS_FILE ?? '/tmp/gc-stats.txt';
const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

let requests = 0;
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function countRequests(event, ...rest) {
  if (event === 'request') requests++;
  return emit.call(this, event, ...rest);
};

// Collections and CPU are counted per half second, and kept for the half seconds under load only: the bench
// alternates its servers, so a server idles while the other one is measured.
const TICK_MS = 500;
const loaded = { requests: 0, cpuMicros: 0, ms: 0, collections: new Map() };
let tick = new Map();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail.kind] ?? `kind ${entry.detail.kind}`;
    const total = tick.get(kind) ?? { count: 0, ms: 0 };
    tick.set(kind, { count: total.count + 1, ms: total.ms + entry.duration });
  }
}).observe({ entryTypes: ['gc'] });

function report() {
  const { requests: served, cpuMicros, collections } = loaded;
  const youngMb = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;
  const kinds = [...collections].map(
    ([kind, { count, ms }]) =>
      `${kind} ${((count / served) * 1000).toFixed(1)}/1000 requests, ${((ms / served) * 1000).toFixed(0)} µs/request, ` +
      `${(ms / count).toFixed(2)} ms each`,
  );
  const options = process.execArgv.filter((arg, index, all) => arg !== '--import' && all[index - 1] !== '--import');
  const line = [
    `${basename(process.argv[1])} ${options.join(' ')}`.trim(),
    `${Math.round((served / loaded.ms) * 1000)} req/s`,
    `CPU ${(cpuMicros / 1000 / served).toFixed(3)} ms/request`,
    `young generation ${youngMb} MB`,
    ...kinds,
  ];
  appendFileSync(FILE, `${line.join('; ')}\n`);
}

let last = { requests: 0, cpu: process.cpuUsage(), at: performance.now() };
const watch = setInterval(() => {
  const now = { requests, cpu: process.cpuUsage(), at: performance.now() };
  const served = now.requests - last.requests;
  if ((served / (now.at - last.at)) * 1000 > LOAD_RATE) {
    loaded.requests += served;
    loaded.cpuMicros += now.cpu.user + now.cpu.system - last.cpu.user - last.cpu.system;
    loaded.ms += now.at - last.at;
    for (const [kind, { count, ms }] of tick) {
      const total = loaded.collections.get(kind) ?? { count: 0, ms: 0 };
      loaded.collections.set(kind, { count: total.count + count, ms: total.ms + ms });
    }
  }
  tick = new Map();
  last = now;
  if (loaded.ms >= WINDOW_MS) {
    clearInterval(watch);
    report();
  }
}, TICK_MS);
watch.unref();
