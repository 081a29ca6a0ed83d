import { describe, expect, it } from '@jest/globals';
import { aBranch } from './branches.fixtures';
import { branchFormSchema, branchFormValues, branchPayload, PHONE_FORMAT, REQUIRED } from './branchFormRules';

describe('branch form rules', () => {
  const messages = (values: object) =>
    Object.fromEntries(
      (branchFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );

  it('requires the fields of spec 1 §5 with their messages', () => {
    expect(messages(branchFormValues(null))).toEqual({
      name: REQUIRED,
      email: REQUIRED,
      phoneNumber: PHONE_FORMAT,
      address: REQUIRED,
      city: REQUIRED,
      state: REQUIRED,
      postalCode: REQUIRED,
      logo: REQUIRED,
    });
  });

  it('takes ten-digit phones with optional parentheses and separators', () => {
    const valid = branchFormValues(aBranch());
    for (const phoneNumber of ['303-555-0100', '(303) 555-0100', '303.555.0100', '3035550100']) {
      expect(messages({ ...valid, phoneNumber })).toEqual({});
    }
    for (const phoneNumber of ['555-0100', '303-555-01000', '+1 303 555 0100']) {
      expect(messages({ ...valid, phoneNumber })).toEqual({ phoneNumber: PHONE_FORMAT });
    }
  });
});

describe('branchPayload', () => {
  const chosen = { src: 'data:image/png;base64,AAAA', data: 'AAAA', mime: 'image/png' };

  it('sends every field on create, without an empty division or quote cover', () => {
    const values = { ...branchFormValues(aBranch({ divisionId: null })), logo: chosen, quoteCover: null };
    expect(branchPayload(values)).toEqual({
      name: 'North Yard',
      email: 'north@example.com',
      phoneNumber: '303-555-0100',
      address: '1 Industrial Way',
      city: 'Denver',
      state: 'CO',
      postalCode: '80202',
      logo: 'AAAA',
      logoMime: 'image/png',
    });
  });

  it('sends only the changed fields on edit: never the name, null for a removed quote cover or division', () => {
    const values = { ...branchFormValues(aBranch()), divisionId: null, quoteCover: null, city: 'Boulder' };
    expect(branchPayload(values, { name: true, divisionId: true, quoteCover: true, city: true })).toEqual({
      divisionId: null,
      quoteCover: null,
      city: 'Boulder',
    });
  });

  it('omits an image that was not replaced', () => {
    expect(branchPayload(branchFormValues(aBranch()), { logo: true })).toEqual({});
  });
});
