import { describe, expect, it } from '@jest/globals';
import { customerDocumentTitle, DOCUMENT_POLICY, isAnswerable } from '../forms/engine/form-type-policy.js';
import { INVOICE_POLICY } from '../invoices/invoice-rules.js';
import { QUOTE_POLICY } from '../quotes/quote-rules.js';

describe('customer documents, as the form type policies define them', () => {
  it('sends quotes and invoices only, each named by its label and number', () => {
    expect(DOCUMENT_POLICY.customerDocument).toBeUndefined();
    expect(customerDocumentTitle(QUOTE_POLICY.customerDocument!, 12)).toBe('Quote #12');
    expect(customerDocumentTitle(INVOICE_POLICY.customerDocument!, 7)).toBe('Invoice #7');
  });

  it('lets the customer answer a quote until it is accepted or rejected, and never an invoice', () => {
    expect(
      ['draft', 'sent', 'new', 'accepted', 'rejected'].map((status) => isAnswerable(QUOTE_POLICY, status)),
    ).toEqual([true, true, true, false, false]);
    expect(isAnswerable(INVOICE_POLICY, 'sent')).toBe(false);
    expect(isAnswerable(DOCUMENT_POLICY, 'New')).toBe(false);
  });

  it('marks a draft quote Sent as it is sent, an invoice once its mail is accepted (paid and voided stay)', () => {
    expect(QUOTE_POLICY.customerDocument!.sent).toEqual({ status: 'sent', from: ['draft'], when: 'sending' });
    const { sent } = INVOICE_POLICY.customerDocument!;
    expect(sent.when).toBe('accepted');
    expect(
      ['draft', 'ready_to_approve', 'ready_to_send', 'paid', 'voided'].filter((s) => sent.from.includes(s)),
    ).toEqual(['draft', 'ready_to_approve', 'ready_to_send']);
  });
});
