import type { FieldTypeDefinition } from './definition.js';
import { LINE_ITEM_ATTRIBUTES, LINE_ITEMS_PDF } from './line-items.js';

/** Quote line-item table (Add Line Items: Pricebook) with subtotal, discount, surcharge, tax and total. */
export const multiQuoteItemField: FieldTypeDefinition = {
  type: 'MultiQuoteItemField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: LINE_ITEM_ATTRIBUTES,
  },
  calc: 'lineItems',
  pdf: LINE_ITEMS_PDF,
};
