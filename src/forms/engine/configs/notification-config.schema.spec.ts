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
});
