import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ASSIGNABLE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { FORM_TYPES } from '../../src/forms/engine/index.js';
import { FormQuickLink } from '../../src/forms/form-quick-link.entity.js';
import { FormTemplate } from '../../src/forms/form-template.entity.js';
import { FormTypeAccount } from '../../src/forms/form-type-account.entity.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const LINK = 'id accountId formId formTypeSlug formType { slug displayName } displayName ordinal divisionIds';
const HOME = `query Home($accountId: ID) { formTemplateHomePage(accountId: $accountId) {
  accountId quickLinks { ${LINK} } templateTypeOrder { slug displayName description bgColor iconType iconUrl ordinal isGlobal } } }`;
const CREATE = `mutation Create($input: CreateFormTemplateQuickLinkInput!) {
  createFormTemplateQuickLink(input: $input) { code success message id errors { path message } quickLink { ${LINK} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateFormTemplateQuickLinkInput!) {
  updateFormTemplateQuickLink(id: $id, input: $input) { code success message id errors { path message } quickLink { ${LINK} } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteFormTemplateQuickLink(id: $id) { code success message id errors { path message } } }`;
const BATCH = `mutation Batch($operations: [FormTemplateQuickLinkOperationInput!]!) {
  batchOperationsFormTemplateQuickLink(operations: $operations) { code success message accountId errors { path message } } }`;
const FORM_TYPE = `mutation FormType($slug: String!, $accountId: ID, $input: UpdateFormTypeAccountInput!) {
  updateFormTypeAccount(slug: $slug, accountId: $accountId, input: $input) {
    code success message errors { path message } formType { slug displayName bgColor ordinal iconType } } }`;

const FORBIDDEN = 'You do not have permission to do this.';

type Json = Record<string, unknown>;
type Link = { id: string; formId: string; formTypeSlug: string; displayName: string; ordinal: number };

describe('forms home page: quicklinks and form types', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const gql = async (token: string, query: string, variables: object = {}) =>
    (await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables }).expect(200)).body;

  /** A form template stored directly (its checks are forms.api-spec.ts's business). */
  const form = (account: TestAccount, name: string, formTypeSlug = 'other') =>
    ctx.dataSource.getRepository(FormTemplate).save({
      accountId: account.account.id,
      name,
      formTypeSlug,
      title: name,
      formVersion: '0.0.5',
      document: { fields: [] },
    });

  /** A form manager (web:settings) in a new account with three forms. */
  const manager = async () => {
    const account = await ctx.newAccount();
    const user = await ctx.newUser({ account, permissions: ['web:settings'] });
    const forms = {
      timecard: await form(account, 'Daily Timecard', 'Timecard'),
      quote: await form(account, 'Crane Quote', 'quote'),
      jha: await form(account, 'Job Hazard Analysis', 'safety-form'),
    };
    return { account, token: user.token, forms };
  };

  const links = (accountId: string) =>
    ctx.dataSource
      .getRepository(FormQuickLink)
      .find({ where: { accountId }, order: { formTypeSlug: 'ASC', ordinal: 'ASC' } });

  const home = async (token: string, accountId?: string) =>
    (await gql(token, HOME, { accountId })).data.formTemplateHomePage as {
      accountId: string;
      quickLinks: Link[];
      templateTypeOrder: Json[];
    };

  it('answers the nine form types in order and no quicklinks for a new account', async () => {
    const { account, token } = await manager();
    const page = await home(token);
    expect(page.accountId).toBe(account.account.id);
    expect(page.quickLinks).toEqual([]);
    expect(page.templateTypeOrder).toEqual(
      FORM_TYPES.map(({ slug, displayName, description, bgColor, iconType, iconUrl, ordinal, isGlobal }) => ({
        slug,
        displayName,
        description,
        bgColor,
        iconType,
        iconUrl,
        ordinal,
        isGlobal,
      })),
    );
  });

  describe('single quicklink calls', () => {
    it("creates a form's quicklink in its type, named after it, after the last of the group", async () => {
      const { account, token, forms } = await manager();
      const first = (await gql(token, CREATE, { input: { formId: forms.quote.id } })).data.createFormTemplateQuickLink;
      expect(first).toMatchObject({
        code: 200,
        success: true,
        message: 'Form Updated.',
        errors: null,
        quickLink: {
          accountId: account.account.id,
          formId: forms.quote.id,
          formTypeSlug: 'quote',
          formType: { slug: 'quote', displayName: 'Quote' },
          displayName: 'Crane Quote',
          ordinal: 0,
          divisionIds: [],
        },
      });
      expect(first.id).toBe(first.quickLink.id);
      const input = {
        formId: forms.jha.id,
        formTypeSlug: 'QUOTE',
        displayName: 'JHA',
        divisionIds: [account.division.id],
      };
      const second = (await gql(token, CREATE, { input })).data.createFormTemplateQuickLink.quickLink;
      expect(second).toMatchObject({
        formTypeSlug: 'quote',
        displayName: 'JHA',
        ordinal: 1,
        divisionIds: [account.division.id],
      });
    });

    it('updates and deletes a quicklink', async () => {
      const { account, token, forms } = await manager();
      const created = (await gql(token, CREATE, { input: { formId: forms.quote.id } })).data
        .createFormTemplateQuickLink;
      const input = { formTypeSlug: 'other', displayName: 'Quotes', ordinal: 4 };
      const updated = (await gql(token, UPDATE, { id: created.id, input })).data.updateFormTemplateQuickLink;
      expect(updated).toMatchObject({
        code: 200,
        success: true,
        id: created.id,
        quickLink: { id: created.id, ...input },
      });
      const deleted = (await gql(token, DELETE, { id: created.id })).data.deleteFormTemplateQuickLink;
      expect(deleted).toEqual({ code: 200, success: true, message: 'Form Updated.', id: created.id, errors: null });
      expect(await links(account.account.id)).toEqual([]);
    });

    it.each([
      ['a form already linked', 'twice', 'formId', 'Already selected'],
      ['a form of another account', 'foreign', 'formId', 'Form not found.'],
      [
        'an unknown form type',
        { formTypeSlug: 'payroll' },
        'formTypeSlug',
        expect.stringMatching(/^Unknown form type/),
      ],
      ['a blank display name', { displayName: ' ' }, 'displayName', 'Must not be empty'],
      ['a negative ordinal', { ordinal: -1 }, 'ordinal', 'Must be at least 0'],
      ['a division of another account', 'division', 'divisionIds.0', 'Division not found.'],
    ])('refuses %s, changing nothing', async (_, bad, path, message) => {
      const { account, token, forms } = await manager();
      const other = await ctx.newAccount();
      await gql(token, CREATE, { input: { formId: forms.timecard.id } });
      const before = await links(account.account.id);
      const input =
        bad === 'twice'
          ? { formId: forms.timecard.id }
          : bad === 'foreign'
            ? { formId: (await form(other, 'Foreign')).id }
            : bad === 'division'
              ? { formId: forms.quote.id, divisionIds: [other.division.id] }
              : { formId: forms.quote.id, ...(bad as Json) };
      const result = (await gql(token, CREATE, { input })).data.createFormTemplateQuickLink;
      expect(result).toMatchObject({ code: 400, success: false, quickLink: null });
      expect(result.errors).toEqual([{ path, message }]);
      expect(await links(account.account.id)).toEqual(before);
    });

    it("answers another account's quicklink exactly like a missing one, changing nothing", async () => {
      const owner = await manager();
      const created = (await gql(owner.token, CREATE, { input: { formId: owner.forms.quote.id } })).data
        .createFormTemplateQuickLink;
      const before = await links(owner.account.account.id);
      const stranger = await ctx.newUser({ permissions: [...ASSIGNABLE_PERMISSIONS] });
      for (const [query, name] of [
        [UPDATE, 'updateFormTemplateQuickLink'],
        [DELETE, 'deleteFormTemplateQuickLink'],
      ] as const) {
        const variables = (id: string) => ({ id, input: { displayName: 'Mine now' } });
        const foreign = (await gql(stranger.token, query, variables(created.id))).data[name];
        const missing = (await gql(stranger.token, query, variables(randomUUID()))).data[name];
        expect(foreign).toMatchObject({ code: 404, success: false, message: 'Quicklink not found.' });
        expect(foreign).toEqual(missing);
      }
      expect(await links(owner.account.account.id)).toEqual(before);
    });
  });

  describe('batchOperationsFormTemplateQuickLink', () => {
    it('applies Create, Update and Delete operations in order and answers the account', async () => {
      const { account, token, forms } = await manager();
      await gql(token, CREATE, { input: { formId: forms.jha.id } });
      await gql(token, CREATE, { input: { formId: forms.timecard.id } });
      const operations = [
        { operation: 'Create', formId: forms.quote.id, newFormTypeSlug: 'Timecard', displayName: 'Quote', ordinal: 0 },
        { operation: 'Update', formId: forms.timecard.id, currentFormTypeSlug: 'Timecard', ordinal: 1 },
        { operation: 'Delete', formId: forms.jha.id, currentFormTypeSlug: 'safety-form' },
      ];
      const result = (await gql(token, BATCH, { operations })).data.batchOperationsFormTemplateQuickLink;
      expect(result).toEqual({
        code: 200,
        success: true,
        message: 'Form Updated.',
        accountId: account.account.id,
        errors: null,
      });
      const page = await home(token);
      expect(
        page.quickLinks.map(({ displayName, formTypeSlug, ordinal }) => [displayName, formTypeSlug, ordinal]),
      ).toEqual([
        ['Quote', 'Timecard', 0],
        ['Daily Timecard', 'Timecard', 1],
      ]);
    });

    it('lets a form be removed and added again in one batch', async () => {
      const { account, token, forms } = await manager();
      await gql(token, CREATE, { input: { formId: forms.quote.id } });
      const operations = [
        { operation: 'Delete', formId: forms.quote.id },
        { operation: 'Create', formId: forms.quote.id, displayName: 'Quotes again' },
      ];
      expect((await gql(token, BATCH, { operations })).data.batchOperationsFormTemplateQuickLink.success).toBe(true);
      expect((await links(account.account.id)).map((link) => link.displayName)).toEqual(['Quotes again']);
    });

    it.each([
      [
        'an unknown form',
        () => ({ operation: 'Create', formId: randomUUID() }),
        'operations.2.formId',
        'Form not found.',
      ],
      [
        'an update of a form without a quicklink',
        (forms: Record<string, { id: string }>) => ({ operation: 'Update', formId: forms.jha.id, ordinal: 3 }),
        'operations.2.formId',
        'Quicklink not found.',
      ],
      [
        'a delete of a form without a quicklink',
        (forms: Record<string, { id: string }>) => ({ operation: 'Delete', formId: forms.jha.id }),
        'operations.2.formId',
        'Quicklink not found.',
      ],
      ['a form id that is none', () => ({ operation: 'Delete', formId: 'nope' }), 'operations.2.formId', 'Required'],
      [
        'an unknown form type',
        (forms: Record<string, { id: string }>) => ({
          operation: 'Create',
          formId: forms.jha.id,
          newFormTypeSlug: 'x',
        }),
        'operations.2.newFormTypeSlug',
        expect.stringMatching(/^Unknown form type/),
      ],
    ])('changes nothing when one operation fails: %s', async (_, bad, path, message) => {
      const { account, token, forms } = await manager();
      await gql(token, CREATE, { input: { formId: forms.quote.id } });
      const before = await links(account.account.id);
      const operations = [
        { operation: 'Create', formId: forms.timecard.id },
        { operation: 'Update', formId: forms.quote.id, displayName: 'Renamed', ordinal: 7 },
        bad(forms),
      ];
      const result = (await gql(token, BATCH, { operations })).data.batchOperationsFormTemplateQuickLink;
      expect(result).toMatchObject({ code: 400, success: false, accountId: null });
      expect(result.errors).toEqual([{ path, message }]);
      expect(result.message).toBe(`${path}: ${typeof message === 'string' ? message : result.errors[0].message}`);
      expect(await links(account.account.id)).toEqual(before);
    });

    it('marks every row that chooses the same form "Already selected"', async () => {
      const { account, token, forms } = await manager();
      const operations = [
        { operation: 'Create', formId: forms.quote.id },
        { operation: 'Create', formId: forms.timecard.id },
        { operation: 'Create', formId: forms.quote.id },
      ];
      const result = (await gql(token, BATCH, { operations })).data.batchOperationsFormTemplateQuickLink;
      expect(result.errors).toEqual([
        { path: 'operations.0.formId', message: 'Already selected' },
        { path: 'operations.2.formId', message: 'Already selected' },
      ]);
      expect(await links(account.account.id)).toEqual([]);
    });

    it("works on the account a super admin names; anyone else's accountId is ignored", async () => {
      const customer = await manager();
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const operations = [
        { operation: 'Create', formId: customer.forms.quote.id, accountId: customer.account.account.id },
      ];
      const result = (await gql(superAdmin.token, BATCH, { operations })).data.batchOperationsFormTemplateQuickLink;
      expect(result).toMatchObject({ success: true, accountId: customer.account.account.id });
      expect(await links(customer.account.account.id)).toHaveLength(1);
      expect((await home(superAdmin.token, customer.account.account.id)).quickLinks).toHaveLength(1);

      const outsider = await manager();
      const foreign = [
        { operation: 'Create', formId: customer.forms.timecard.id, accountId: customer.account.account.id },
      ];
      const ignored = (await gql(outsider.token, BATCH, { operations: foreign })).data
        .batchOperationsFormTemplateQuickLink;
      expect(ignored).toMatchObject({
        success: false,
        errors: [{ path: 'operations.0.formId', message: 'Form not found.' }],
      });
      expect((await home(outsider.token, customer.account.account.id)).accountId).toBe(outsider.account.account.id);
      expect(await links(customer.account.account.id)).toHaveLength(1);

      const mixed = [
        { operation: 'Create', formId: customer.forms.jha.id, accountId: customer.account.account.id },
        { operation: 'Create', formId: outsider.forms.jha.id, accountId: outsider.account.account.id },
      ];
      const refused = (await gql(superAdmin.token, BATCH, { operations: mixed })).data
        .batchOperationsFormTemplateQuickLink;
      expect(refused.errors).toEqual([
        { path: 'operations.1.accountId', message: 'Every operation must be for the same account.' },
      ]);
    });
  });

  describe('updateFormTypeAccount', () => {
    it("sets the account's name, colour and order of a form type; null restores the global value", async () => {
      const { account, token } = await manager();
      const input = { displayName: 'Daily Logs', bgColor: '#112233', ordinal: 0 };
      const result = (await gql(token, FORM_TYPE, { slug: 'timecard', input })).data.updateFormTypeAccount;
      expect(result).toEqual({
        code: 200,
        success: true,
        message: 'Form type updated.',
        errors: null,
        formType: {
          slug: 'Timecard',
          displayName: 'Daily Logs',
          bgColor: '#112233',
          ordinal: 0,
          iconType: 'clock-hour-4',
        },
      });
      await gql(token, FORM_TYPE, { slug: 'other', input: { ordinal: 0 } });
      const order = (await home(token)).templateTypeOrder.map((type) => type.slug);
      expect(order.slice(0, 3)).toEqual(['Timecard', 'other', 'inspection-form']);

      const restored = (await gql(token, FORM_TYPE, { slug: 'Timecard', input: { displayName: null } })).data
        .updateFormTypeAccount.formType;
      expect(restored).toMatchObject({ displayName: 'Timecard', bgColor: '#112233', ordinal: 0 });
      const other = await manager();
      expect((await home(other.token)).templateTypeOrder[0]).toMatchObject({
        slug: 'Timecard',
        displayName: 'Timecard',
      });
      expect(await ctx.dataSource.getRepository(FormTypeAccount).countBy({ accountId: account.account.id })).toBe(2);
    });

    it.each([
      ['an unknown slug', 'payroll', {}, 'slug', expect.stringMatching(/^Unknown form type/)],
      ['a colour that is none', 'quote', { bgColor: 'blue' }, 'bgColor', 'Must be a colour like #3378F6'],
      ['a blank name', 'quote', { displayName: '  ' }, 'displayName', 'Must not be empty'],
      ['a negative ordinal', 'quote', { ordinal: -2 }, 'ordinal', 'Must be at least 0'],
    ])('refuses %s, changing nothing', async (_, slug, input, path, message) => {
      const { account, token } = await manager();
      const result = (await gql(token, FORM_TYPE, { slug, input })).data.updateFormTypeAccount;
      expect(result).toMatchObject({ code: 400, success: false, formType: null });
      expect(result.errors).toEqual([{ path, message }]);
      expect(await ctx.dataSource.getRepository(FormTypeAccount).countBy({ accountId: account.account.id })).toBe(0);
    });

    it("changes the account a super admin names; anyone else's accountId is ignored", async () => {
      const customer = await manager();
      const superAdmin = await ctx.newUser({ permissions: ['groundcrew:admin'] });
      const input = { displayName: 'Estimates' };
      await gql(superAdmin.token, FORM_TYPE, { slug: 'quote', accountId: customer.account.account.id, input });
      const quote = (await home(customer.token)).templateTypeOrder.find((type) => type.slug === 'quote');
      expect(quote).toMatchObject({ displayName: 'Estimates' });

      const outsider = await manager();
      await gql(outsider.token, FORM_TYPE, {
        slug: 'quote',
        accountId: customer.account.account.id,
        input: { displayName: 'Mine' },
      });
      const unchanged = (await home(customer.token)).templateTypeOrder.find((type) => type.slug === 'quote');
      expect(unchanged).toMatchObject({ displayName: 'Estimates' });
      const own = (await home(outsider.token)).templateTypeOrder.find((type) => type.slug === 'quote');
      expect(own).toMatchObject({ displayName: 'Mine' });
    });
  });

  it('lets the form screens read the quicklink order, and nobody else', async () => {
    const { account } = await manager();
    const reader = await ctx.newUser({ account, permissions: ['timecard:admin'] });
    expect((await gql(reader.token, HOME, {})).data.formTemplateHomePage).toMatchObject({ quickLinks: [] });
    const others = ASSIGNABLE_PERMISSIONS.filter(
      (permission) => !['web:settings', 'web:quoting', 'web:invoice', 'timecard:admin'].includes(permission),
    );
    const outsider = await ctx.newUser({ account, permissions: others });
    expect((await gql(outsider.token, HOME, {})).errors[0].message).toBe(FORBIDDEN);
  });

  it('refuses every write without the settings scope, changing nothing', async () => {
    const { account, token, forms } = await manager();
    const created = (await gql(token, CREATE, { input: { formId: forms.quote.id } })).data.createFormTemplateQuickLink;
    const before = await links(account.account.id);
    const others = ASSIGNABLE_PERMISSIONS.filter((permission) => permission !== 'web:settings');
    const outsider = await ctx.newUser({ account, permissions: others });
    for (const [query, variables] of [
      [CREATE, { input: { formId: forms.jha.id } }],
      [UPDATE, { id: created.id, input: { ordinal: 3 } }],
      [DELETE, { id: created.id }],
      [BATCH, { operations: [{ operation: 'Delete', formId: forms.quote.id }] }],
      [FORM_TYPE, { slug: 'quote', input: { displayName: 'x' } }],
    ] as const) {
      const body = await gql(outsider.token, query, variables);
      expect(body.errors[0].message).toBe(FORBIDDEN);
      expect(body.data).toBeNull();
    }
    expect(await links(account.account.id)).toEqual(before);
    expect(await ctx.dataSource.getRepository(FormTypeAccount).countBy({ accountId: account.account.id })).toBe(0);
  });
});
