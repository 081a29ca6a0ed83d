/*
 * The rules of sending quotes and invoices to customers and of the customer's page (docs/billing.md, Sending to the
 * customer); what each form type's documents do is its policy's `customerDocument` (form-type-policy.ts). Pure.
 */

/** The one answer of the public routes for a token that is unknown, revoked or expired. */
export const LINK_NOT_VALID = 'This link is no longer valid.';
export const NOT_SENDABLE = 'Only a quote or an invoice can be sent to a customer.';
export const ONLY_QUOTES_ANSWERED = 'Only a quote can be approved or rejected.';
export const ALREADY_ANSWERED = 'This quote has already been answered.';
export const SIGNATURE_INVALID = 'The signature must be a PNG image (a data:image/png;base64 URL) of at most 500 KB.';
export const MAIL_NOT_CONFIGURED = 'Mail is not set up on this server (SMTP_URL): the message waits in the outbox.';

/** The outbox purpose of a document's e-mail: its delivery is reported to the send (MailService.onDelivery). */
export const DOCUMENT_SEND_MAIL = 'document-send';

/** A token as links carry it: 32 random bytes in base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const MAX_SIGNATURE_BYTES = 500_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The bytes of a PNG data URL of at most 500 KB, else null. */
export function pngBytes(dataUrl: string): Buffer | null {
  if (dataUrl.length > Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 32) return null;
  const match = PNG_DATA_URL.exec(dataUrl);
  if (!match) return null;
  const bytes = Buffer.from(match[1], 'base64');
  return bytes.length <= MAX_SIGNATURE_BYTES && bytes.subarray(0, 8).equals(PNG_MAGIC) ? bytes : null;
}
