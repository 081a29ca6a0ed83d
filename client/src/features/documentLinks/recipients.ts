/** Field ids that hold the customer's address: the quote's contact e-mail, the invoice's billing address. */
const CUSTOMER_FIELD = /customer|contact|billing|e-?mail/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** The e-mail addresses in the document's customer fields, once each, in field order (the Send modal's To). */
export function customerRecipients(fields: readonly { id: string; value: unknown }[]): string[] {
  const found = fields
    .filter((field) => CUSTOMER_FIELD.test(field.id) && typeof field.value === 'string')
    .flatMap((field) => (field.value as string).match(EMAIL) ?? []);
  return [...new Set(found.map((email) => email.toLowerCase()))];
}
