import { computeClockHours } from '../engine/calculations/clock-hours.js';
import { isJsonObject } from '../engine/field-walk.js';
import { dateText, hours, number, TIME_PATTERN } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

function lastTime(times: unknown): unknown {
  return Array.isArray(times) && times.length > 0
    ? (times.at(-1) as { dateTime?: unknown } | null)?.dateTime
    : undefined;
}

/**
 * Clock-in/out times with an (edited) marker, the out-time picker (10 options in steps of minuteIncrements) and the
 * clock hours.
 */
export const clockTimeInput: FieldTypeDefinition = {
  type: 'ClockTimeInput',
  widget: {
    placement: 'row',
    editable: true,
    attributes: ['minuteIncrements', 'showOutTime'],
  },
  calc: 'clockHours',
  pdf: {
    /** `In 7:00am · Out 3:30pm · 30 min out · 8.00 hours`. */
    text: (value, { attributes }, options) => {
      if (!isJsonObject(value)) return '';
      const clockIn = dateText(lastTime(value.clockInTimes), TIME_PATTERN, options);
      const clockOut = dateText(lastTime(value.clockOutTimes), TIME_PATTERN, options);
      const out = number(value.outTime, 0);
      const { hours: clockHours } = computeClockHours(value, attributes.minuteIncrements);
      return [
        clockIn && `In ${clockIn}`,
        clockOut && `Out ${clockOut}`,
        out && out !== '0' ? `${out} min out` : '',
        clockHours !== null ? `${hours(clockHours)} hours` : '',
      ]
        .filter(Boolean)
        .join(' · ');
    },
  },
};
