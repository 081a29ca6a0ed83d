import { z } from 'zod';

const emailOrBlank = z
  .string()
  .trim()
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Invalid Email' });

/**
 * The notification settings editor's JSON (spec 3 §2): who is e-mailed when the form is submitted, and with which
 * mail template. Blank e-mails (the editor's default content has one) are dropped.
 */
export const notificationConfigSchema = z.looseObject({
  formTemplateId: z.uuid().optional(),
  emails: z.array(emailOrBlank).transform((emails) => emails.filter((email) => email !== '')),
  templateId: z.string().default(''),
});
export type NotificationConfig = z.output<typeof notificationConfigSchema>;

/** What the editor shows when the form has no notification config yet: one empty email, an empty templateId. */
export const NOTIFICATION_CONFIG_DEFAULT = { emails: [''], templateId: '' };
