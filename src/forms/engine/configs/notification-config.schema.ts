import { z } from 'zod';

/** The most recipients a form notifies, and the longest address mail allows (RFC 5321: 254 characters). */
export const MAX_NOTIFICATION_EMAILS = 50;
export const MAX_EMAIL_LENGTH = 254;

export const TOO_MANY_RECIPIENTS = `At most ${MAX_NOTIFICATION_EMAILS} Emails`;

/** The spec's one message for a bad e-mail address. */
export const INVALID_RECIPIENT = 'Invalid Email';

/** A recipient as a list holds it, trimmed: blank (dropped), or an address; one too long for mail is none. */
export const isRecipientOrBlank = (value: string): boolean =>
  value === '' || (value.length <= MAX_EMAIL_LENGTH && z.email().safeParse(value).success);

const emailOrBlank = z.string().trim().refine(isRecipientOrBlank, { error: INVALID_RECIPIENT });

/**
 * A form's notification list: blanks dropped, every address checked, at most 50 (the recipients of a quote or
 * invoice sent to the customer follow the same rule: SendFormSubmissionInput).
 */
export const recipientListSchema = z
  .array(emailOrBlank)
  .transform((emails) => emails.filter((email) => email !== ''))
  .refine((emails) => emails.length <= MAX_NOTIFICATION_EMAILS, { error: TOO_MANY_RECIPIENTS });

/**
 * The notification settings editor's JSON (spec 3 §2): who is e-mailed when the form is submitted, and with which
 * mail template. Blank e-mails (the editor's default content has one) are dropped; at most 50 remain.
 */
export const notificationConfigSchema = z.looseObject({
  formTemplateId: z.uuid().optional(),
  emails: recipientListSchema,
  templateId: z.string().default(''),
});
export type NotificationConfig = z.output<typeof notificationConfigSchema>;

/** What the editor shows when the form has no notification config yet: one empty email, an empty templateId. */
export const NOTIFICATION_CONFIG_DEFAULT = { emails: [''], templateId: '' };
