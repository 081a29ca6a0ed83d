import type { FieldTypeDefinition } from './definition.js';
import { LINE_ITEM_ATTRIBUTES, LINE_ITEMS_PDF } from './line-items.js';

/** Invoice line-item table (Add Line Items: Pricebook and Quote) with start and end dates and the totals. */
export const multiInvoiceItemField: FieldTypeDefinition = {
  type: 'MultiInvoiceItemField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: LINE_ITEM_ATTRIBUTES,
  },
  calc: 'lineItems',
  pdf: LINE_ITEMS_PDF,
};
