import { setFlagsFromString } from 'node:v8';

/**
 * V8's allocation-site pretenuring off, for the server process: main.ts imports this before it loads the app. Once V8
 * sees most objects of an allocation site (an object literal, `new Date`, a buffer slice) survive a scavenge, it
 * allocates that site's objects straight into the old generation. A large read that gathers its rows before answering
 * (a month of jobs, an export's batch) makes pg's row sites look long-lived; from then on every request's rows, their
 * dates and buffers went to the old generation. There they outlived the request until a full collection, and they
 * kept the young objects they point to alive through every scavenge. The quote search spent a quarter of its CPU in
 * the scavenger, three times the baseline's share (docs/performance.md, item 19). A request's objects die young, so
 * the server gains nothing from pretenuring.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
