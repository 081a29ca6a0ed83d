import { lineItemTotalCents } from '../engine/calculations/line-items.js';
import { cents } from '../pdf/format.js';
import type { PdfColumn, PdfRendering } from './definition.js';

/** The attributes of a line-item table. */
export const LINE_ITEM_ATTRIBUTES = ['rowLimit', 'discountsId', 'surchargeId', 'taxId'] as const;

const COLUMNS: PdfColumn[] = [
  { key: 'name', label: 'Item' },
  { key: 'notes', label: 'Notes' },
  { key: 'startDate', label: 'Start', format: 'date' },
  { key: 'endDate', label: 'End', format: 'date' },
  { key: 'quantity', label: 'Qty', format: 'number' },
  { key: 'unit', label: 'Unit' },
  { key: 'rate', label: 'Rate', format: 'money' },
  { key: 'amount', label: 'Amount', compute: (item) => cents(lineItemTotalCents(item)) },
];

const OPTIONAL = ['notes', 'startDate', 'endDate', 'unit'];

/** A line-item table in the PDF: its items (notes, dates and unit only when some item has them) and the totals. */
export const LINE_ITEMS_PDF: PdfRendering = {
  kind: 'table',
  columns: (has) => COLUMNS.filter((column) => !OPTIONAL.includes(column.key) || has(column.key)),
};
