import Big from 'big.js';
import { inputDecimal, roundToNumber } from './decimal.js';

/** The ids a sum field adds: its adderFieldIds attribute, a list or comma-separated text. */
export function adderFieldIds(attribute: unknown): string[] {
  const ids = typeof attribute === 'string' ? attribute.split(',') : Array.isArray(attribute) ? attribute : [];
  return ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '').map((id) => id.trim());
}

/**
 * Sum field (spec 3 §5): the numeric values of the listed fields added, half-up to two decimals; others count 0, and
 * so do values beyond MAX_INPUT (refused by recompute).
 */
export function sumFieldValue(ids: readonly string[], valueOf: (id: string) => unknown): number {
  return roundToNumber(ids.reduce((sum, id) => sum.plus(inputDecimal(valueOf(id)) ?? 0), new Big(0)));
}
