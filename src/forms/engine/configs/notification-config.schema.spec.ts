import { describe, expect, it } from '@jest/globals';
import { parseWithProblems } from '../problems.js';
import { NOTIFICATION_CONFIG_DEFAULT, notificationConfigSchema } from './notification-config.schema.js';

describe('notification config', () => {
  it("saves the editor's default content as no recipients", () => {
    expect(parseWithProblems(notificationConfigSchema, NOTIFICATION_CONFIG_DEFAULT)).toEqual({
      ok: true,
      value: { emails: [], templateId: '' },
    });
  });

  it('keeps the e-mails, trimmed, and the template id', () => {
    const config = {
      emails: [' dispatch@summitcrane.com', '', 'payroll@summitcrane.com'],
      templateId: 'timecard-submitted',
    };
    expect(parseWithProblems(notificationConfigSchema, config)).toEqual({
      ok: true,
      value: { emails: ['dispatch@summitcrane.com', 'payroll@summitcrane.com'], templateId: 'timecard-submitted' },
    });
  });

  it('says which e-mail is wrong', () => {
    expect(parseWithProblems(notificationConfigSchema, { emails: ['payroll@summitcrane.com', 'dispatch'] })).toEqual({
      ok: false,
      problems: [{ path: ['emails', 1], message: 'Invalid Email' }],
    });
    expect(parseWithProblems(notificationConfigSchema, { emails: 'payroll@summitcrane.com' })).toEqual({
      ok: false,
      problems: [{ path: ['emails'], message: 'Must be a list' }],
    });
  });

  it('refuses more than 50 recipients and an address longer than mail allows (254 characters)', () => {
    const emails = Array.from({ length: 51 }, (_, index) => `crew${index}@summitcrane.com`);
    expect(parseWithProblems(notificationConfigSchema, { emails })).toEqual({
      ok: false,
      problems: [{ path: ['emails'], message: 'At most 50 Emails' }],
    });
    expect(parseWithProblems(notificationConfigSchema, { emails: [...emails.slice(0, 50), ''] })).toMatchObject({
      ok: true,
    });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect(parseWithProblems(notificationConfigSchema, { emails: [longest] })).toMatchObject({ ok: true });
    expect(parseWithProblems(notificationConfigSchema, { emails: [`${longest.slice(0, -4)}d.com`] })).toEqual({
      ok: false,
      problems: [{ path: ['emails', 0], message: 'Invalid Email' }],
    });
  });
});
