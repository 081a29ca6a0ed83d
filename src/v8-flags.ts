import { setFlagsFromString } from 'node:v8';

/**
 * V8's allocation-site pretenuring off, for the server process: imported first by main.ts, before any of the app's
 * code runs. V8 allocates the objects of an allocation site (an object literal, `new Date`, a buffer slice) straight
 * into the old generation once it saw most of them survive a scavenge, and a server makes such sites at start and in
 * its large reads (pg's row objects, their dates and buffers: a month of jobs, an export's batch). From then on every
 * request's rows went to the old generation, where they outlived the request until a full collection, and kept the
 * young objects they point to alive through every scavenge: the quote search spent a quarter of its CPU in the
 * scavenger, three times the baseline's (docs/performance.md, item 19). A request's objects die young, so the server
 * gains nothing from pretenuring. The flag must be set before the code that allocates is compiled and run.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
