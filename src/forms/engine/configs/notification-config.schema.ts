import { z } from 'zod';

/** The most recipients a form notifies, and the longest address mail allows (RFC 5321: 254 characters). */
export const MAX_NOTIFICATION_EMAILS = 50;
export const MAX_EMAIL_LENGTH = 254;

/** An address too long for mail is no e-mail address: the spec's one message for a bad e-mail. */
const emailOrBlank = z
  .string()
  .trim()
  .refine((value) => value === '' || (value.length <= MAX_EMAIL_LENGTH && z.email().safeParse(value).success), {
    error: 'Invalid Email',
  });

/**
 * A list of e-mail recipients: blanks dropped, every address checked, at most 50 (a form's notification list, the
 * recipients of a quote or invoice sent to the customer).
 */
export const recipientListSchema = z
  .array(emailOrBlank)
  .transform((emails) => emails.filter((email) => email !== ''))
  .refine((emails) => emails.length <= MAX_NOTIFICATION_EMAILS, {
    error: `At most ${MAX_NOTIFICATION_EMAILS} Emails`,
  });

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
