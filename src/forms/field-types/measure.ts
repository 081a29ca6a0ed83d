import { formatValue } from '../pdf/format.js';
import type { PdfRendering } from './definition.js';

/**
 * A number field's or a sum's text: hours (two decimals) when the field computes hours from time fields (startId,
 * endId), else the number; with the field's endText after it.
 */
export const measureText: PdfRendering['text'] = (raw, { attributes }) => {
  const text = attributes.startId || attributes.endId ? formatValue(raw, 'hours') : formatValue(raw, 'number');
  const suffix = attributes.endText;
  return text !== '' && typeof suffix === 'string' && suffix.trim() !== '' ? `${text} ${suffix.trim()}` : text;
};
