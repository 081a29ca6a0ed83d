/**
 * Property tests: each rule against a plain reference written another way (BigInt cents, minute-by-minute
 * counting, the JavaScript calendar), over generated inputs; and recompute over arbitrary input never throws.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { MAX_CENTS } from './decimal.js';
import { computeClockHours } from './clock-hours.js';
import { dueDate } from './due-date.js';
import { computeLineItemTotals } from './line-items.js';
import { addDays, anchorToFormDate, isNextDay } from './local-date-time.js';
import * as messages from './messages.js';
import { recompute } from './recompute.js';
import { sumFieldValue } from './sum-field.js';
import { computeTimeHours } from './time-hours.js';

const BASE = Date.UTC(2026, 10, 24);
const MINUTE = 60_000;
/** `YYYY-MM-DDTHH:mm` of BASE + minutes (the JavaScript calendar as the reference for dates). */
const localAt = (minutes: number) => new Date(BASE + minutes * MINUTE).toISOString().slice(0, 16);

/** Half-up division of non-negative BigInts. */
const divHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);
/** Hours to two decimals of whole minutes, by integers: round(minutes × 100 / 60) / 100. */
const hoursOf = (minutes: number) => Number(divHalfUp(BigInt(minutes) * 100n, 60n)) / 100;

describe('line-item totals (reference: BigInt cents)', () => {
  /** Hundredths, sometimes negative (the rule makes them 0). */
  const hundredths = fc.integer({ min: -100_000, max: 100_000_000 });
  /** Thousandths of a percent, beyond both ends of 0..100 (the rule clamps them). */
  const thousandthsOfPercent = fc.integer({ min: -10_000, max: 150_000 });

  it('matches integer arithmetic rounded half-up at each fixed point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ quantity: hundredths, rate: hundredths }), { maxLength: 20 }),
        hundredths,
        thousandthsOfPercent,
        thousandthsOfPercent,
        (lines, discount, surcharge, tax) => {
          const nonNegative = (n: number) => BigInt(Math.max(0, n));
          const clamp = (n: number) => BigInt(Math.min(100_000, Math.max(0, n)));
          const subtotal = lines.reduce(
            (sum, line) => sum + divHalfUp(nonNegative(line.quantity) * nonNegative(line.rate), 100n),
            0n,
          );
          const applied = nonNegative(discount) > subtotal ? subtotal : nonNegative(discount);
          const discounted = subtotal - applied;
          const surchargeCents = divHalfUp(discounted * clamp(surcharge), 100_000n);
          const taxCents = divHalfUp(discounted * clamp(tax), 100_000n);

          const totals = computeLineItemTotals(
            lines.map((line) => ({ quantity: line.quantity / 100, rate: String(line.rate / 100) })),
            { discount: discount / 100, surchargePercent: surcharge / 1000, taxPercent: tax / 1000 },
          );
          const total = discounted + surchargeCents + taxCents;
          expect(totals).toEqual({
            subtotalCents: Number(subtotal),
            discountCents: Number(applied),
            discountedCents: Number(discounted),
            surchargeCents: Number(surchargeCents),
            taxCents: Number(taxCents),
            totalCents: Number(total),
            ...(total > BigInt(MAX_CENTS) || subtotal > BigInt(MAX_CENTS) ? { error: messages.AMOUNT_TOO_LARGE } : {}),
          });
        },
      ),
    );
  });
});

describe('time field hours (reference: counting minute by minute)', () => {
  it('matches counting the minutes, rounding up by 5-minute steps and taking off the out time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * 1440 }),
        fc.integer({ min: -120, max: 1500 }),
        fc.integer({ min: 0, max: 600 }),
        (start, duration, out) => {
          let elapsed = 0;
          for (let minute = start; minute < start + duration; minute++) elapsed++;
          let rounded = 0;
          while (rounded < elapsed) rounded += 5;

          const result = computeTimeHours({ start: localAt(start), stop: localAt(start + duration), out });
          if (duration < 0) expect(result).toEqual({ hours: 0, errors: { stop: messages.INVALID_STOP_TIME } });
          else if (out > elapsed) expect(result).toEqual({ hours: 0, errors: { out: messages.INVALID_OUT_TIME } });
          else expect(result).toEqual({ hours: hoursOf(rounded - out), errors: {} });
        },
      ),
    );
  });

  it('rounds seconds up to the next 5-minute step', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3600 }), (seconds) => {
        let blocks = 0;
        while (blocks * 300 < seconds) blocks++;
        const stop = new Date(BASE + seconds * 1000).toISOString().slice(0, 19);
        expect(computeTimeHours({ start: localAt(0), stop, out: null }).hours).toBe(hoursOf(blocks * 5));
      }),
    );
  });
});

describe('clock hours (reference: counting minutes, nearest multiple)', () => {
  it('matches the nearest multiple of the increment (halves up) of the minutes on the clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 1440 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom(undefined, 1, 5, 7, 15, 30, 60),
        (start, duration, out, increment) => {
          const value = {
            clockInTimes: [{ lat: null, lng: null, dateTime: localAt(start) }],
            clockOutTimes: [{ lat: null, lng: null, dateTime: localAt(start + duration) }],
            outTime: out,
          };
          const step = increment ?? 30;
          const onClock = duration - out;
          let best = 0;
          for (let k = 0; k * step <= onClock + step; k++) {
            if (Math.abs(onClock - k * step) <= Math.abs(onClock - best)) best = k * step;
          }
          const expected = onClock < 0 ? { hours: 0, error: messages.INVALID_OUT_TIME } : { hours: hoursOf(best) };
          expect(computeClockHours(value, increment)).toEqual(expected);
        },
      ),
    );
  });
});

describe('dates (reference: the JavaScript calendar)', () => {
  const day = fc.integer({ min: -40_000, max: 40_000 });
  const dateOf = (days: number) => new Date(BASE + days * 86_400_000).toISOString().slice(0, 10);

  it('due date = invoice date + the first number of the payment terms', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom('Net ', 'Due in ', ''),
        (invoice, net, words) => {
          expect(dueDate(dateOf(invoice), `${words}${net} days`)).toBe(dateOf(invoice + net));
        },
      ),
    );
  });

  it('moving by n days and back is the identity', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -1000, max: 1000 }), (start, n) => {
        expect(addDays(dateOf(start), n)).toBe(dateOf(start + n));
        expect(addDays(addDays(dateOf(start), n)!, -n)).toBe(dateOf(start));
      }),
    );
  });

  it('Next Day keeps the time of day, and a value follows the form date with its Next Day box', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 1440 - 1 }),
        day,
        day,
        fc.boolean(),
        (minute, formDay, movedDay, nextDay) => {
          const form = `${dateOf(formDay)}T08:00`;
          const anchored = anchorToFormDate(localAt(minute), form, nextDay)!;
          expect(anchored.slice(11)).toBe(localAt(minute).slice(11));
          expect(isNextDay(anchored, form)).toBe(nextDay);
          const moved = anchorToFormDate(anchored, dateOf(movedDay), isNextDay(anchored, form))!;
          expect(moved).toBe(`${dateOf(movedDay + (nextDay ? 1 : 0))}T${anchored.slice(11)}`);
        },
      ),
    );
  });
});

describe('sum field (reference: BigInt thousandths)', () => {
  it('matches adding thousandths and rounding half away from zero to hundredths', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { maxLength: 12 }), (thousandths) => {
        const total = thousandths.reduce((sum, n) => sum + BigInt(n), 0n);
        const magnitude = (total < 0n ? -total : total) + 5n;
        const hundredths = (total < 0n ? -1n : 1n) * (magnitude / 10n);
        const ids = thousandths.map((_, index) => `f${index}`);
        const value = sumFieldValue(ids, (id) => thousandths[Number(id.slice(1))] / 1000);
        expect(value).toBe(Number(hundredths) / 100);
      }),
    );
  });
});

describe('recompute over arbitrary input', () => {
  const ids = fc.constantFrom('a', 'b', 'c', 'd', '__proto__', 'constructor');
  const attributes = fc.record(
    {
      startId: ids,
      endId: ids,
      outId: ids,
      adderFieldIds: fc.oneof(fc.array(ids), fc.string(), fc.anything()),
      discountsId: ids,
      surchargeId: ids,
      taxId: ids,
      minuteIncrements: fc.anything(),
      mapping: fc.constantFrom('dateOfInvoice', 'paymentTerms', 'dueDate', 'other'),
    },
    { requiredKeys: [] },
  );
  const type = fc.constantFrom(
    'MultiQuoteItemField',
    'MultiInvoiceItemField',
    'TotalField',
    'ClockTimeInput',
    'AdderField',
    'NumberField',
    'DueDateField',
    'InvoiceDateField',
  );
  const node = fc.record({ id: ids, type, attributes }, { requiredKeys: ['id'] });
  /** Any number, the largest and the text of ones past a double's range among them. */
  const amount = fc.oneof(
    fc.anything(),
    fc.double(),
    fc.constantFrom(1e308, -1e308, Number.MAX_VALUE, '1e308', '1e400'),
  );
  const value = fc.oneof(
    amount,
    fc.array(fc.record({ quantity: amount, rate: amount })),
    fc.record({
      clockInTimes: fc.array(
        fc.record({
          dateTime: fc.oneof(
            fc.string(),
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
        }),
      ),
      clockOutTimes: fc.array(fc.record({ dateTime: fc.anything() })),
      outTime: fc.anything(),
    }),
  );
  const knownMessages = new Set(Object.values(messages));

  it('never throws, answers only known messages and whole cents', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 8 }), fc.dictionary(ids, value), (fields, values) => {
        const result = recompute({ layouts: { web: { fields: [{ type: 'Row', fields }] } } }, values);
        for (const message of Object.values(result.errors)) expect(knownMessages.has(message)).toBe(true);
        for (const cents of Object.values(result.totals ?? {})) {
          expect(typeof cents === 'string' || Number.isInteger(cents)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
