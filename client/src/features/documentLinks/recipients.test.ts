import { describe, expect, it } from '@jest/globals';
import { customerRecipients } from './recipients';

describe('customerRecipients', () => {
  it('reads the addresses of the customer fields only, once each', () => {
    expect(
      customerRecipients([
        { id: 'customerName', value: 'Acme Construction' },
        { id: 'contactEmail', value: 'Pat@Acme.example' },
        { id: 'billingAddress', value: 'Acme Construction\nPat Lee\npat@acme.example, ap@acme.example' },
        { id: 'notes', value: 'cc sales@summitcrane.com' },
        { id: 'contactPhone', value: null },
      ]),
    ).toEqual(['pat@acme.example', 'ap@acme.example']);
  });
});
