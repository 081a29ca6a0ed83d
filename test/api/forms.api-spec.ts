import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ASSIGNABLE_PERMISSIONS, type Permission } from '../../src/common/auth/permissions.js';
import {
  timecardCsvConfig,
  timecardDynamicDocument,
  timecardTemplate,
} from '../../src/forms/engine/fixtures/timecard.template.js';
import { FormConfig } from '../../src/forms/form-config.entity.js';
import { FormQuickLink } from '../../src/forms/form-quick-link.entity.js';
import { FormTemplate } from '../../src/forms/form-template.entity.js';
import { expectCrossAccountNotFound } from '../support/cross-account.js';
import { bearer, TestContext, type TestAccount } from '../support/test-app.js';

const SUMMARY = 'id accountId name title formTypeSlug divisionId divisionIds formVersion';
const TEMPLATE = `${SUMMARY} description templateVersion renderEngineVersion fields alerts subForms layouts logicRules
  requiredServices flagForReview submitted parameters formType { slug displayName bgColor ordinal }`;
const PAYLOAD = `code success message id errors { path message } formTemplate { ${TEMPLATE} }`;

const LIST = `query List($accountId: ID, $filters: FormTemplateFilters) {
  formTemplates(accountId: $accountId, filters: $filters) { ${SUMMARY} hasDynamicDocument hasCsvConfig } }`;
const LIST_WITH_FIELDS = `query List { formTemplates { id fields } }`;
const GET = `query Get($id: ID!) { formTemplate(id: $id) { ${TEMPLATE} hasPdfConfig hasNotificationConfig } }`;
const CREATE = `mutation Create($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateFormTemplateInput!) {
  updateFormTemplate(id: $id, input: $input) { ${PAYLOAD} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteFormTemplate(id: $id) { code success message id errors { path message } } }`;

const PDF = 'formId cssTemplate hbsTemplate fields';
const GET_PDF = `query Pdf($formId: ID!) { formPDFConfig(formId: $formId) { ${PDF} } }`;
const CREATE_PDF = `mutation CreatePdf($input: FormPDFConfigInput!) {
  createFormPDFConfig(input: $input) { code success message errors { path message } formPDFConfig { ${PDF} } } }`;
const UPDATE_PDF = `mutation UpdatePdf($input: FormPDFConfigInput!) {
  updateFormPDFConfig(input: $input) { code success message errors { path message } formPDFConfig { ${PDF} } } }`;

const NOTIFICATION = 'formTemplateId emails templateId';
const GET_NOTIFICATION = `query Notification($id: ID!) { formTemplateNotificationConfig(formTemplateId: $id) { ${NOTIFICATION} } }`;
const CREATE_NOTIFICATION = `mutation CreateNotification($input: FormTemplateNotificationConfigInput!) {
  createFormTemplateNotificationConfig(input: $input) { code success message errors { path message }
    notificationConfig { ${NOTIFICATION} } } }`;
const UPDATE_NOTIFICATION = `mutation UpdateNotification($input: FormTemplateNotificationConfigInput!) {
  updateFormTemplateNotificationConfig(input: $input) { code success message errors { path message }
    notificationConfig { ${NOTIFICATION} } } }`;

const FORBIDDEN = 'You do not have permission to do this.';
const READERS: Permission[] = ['web:quoting', 'web:invoice', 'timecard:admin', 'web:settings'];

type Json = Record<string, unknown>;

describe('form templates and their configurations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await TestContext.create();
  });
  afterAll(() => ctx.close());

  const gql = async (token: string, query: string, variables: object = {}) =>
    (await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables }).expect(200)).body;

  /** A super admin in a new account. */
  const admin = async () => {
    const account = await ctx.newAccount();
    return { account, ...(await ctx.newUser({ account, permissions: ['groundcrew:admin'] })) };
  };

  const newForm = (account: TestAccount, overrides: Json = {}): Json => ({
    name: 'Crane Inspection',
    description: 'Daily crane inspection before the first lift',
    divisionId: account.division.id,
    ...overrides,
  });

  const timecard = (account: TestAccount, overrides: Json = {}): Json => ({
    ...timecardTemplate(),
    divisionId: account.division.id,
    ...overrides,
  });

  const create = async (token: string, input: Json) => {
    const result = (await gql(token, CREATE, { input })).data.createFormTemplate;
    expect(result).toMatchObject({ code: 200, success: true });
    return result.formTemplate as Json & { id: string; fields: Json[]; layouts: Json };
  };

  const rows = (accountId: string) =>
    ctx.dataSource.getRepository(FormTemplate).find({ where: { accountId }, order: { name: 'ASC' } });
  const configRows = (formTemplateId: string) =>
    ctx.dataSource.getRepository(FormConfig).find({ where: { formTemplateId }, order: { kind: 'ASC' } });

  describe('createFormTemplate', () => {
    it('creates version 0.0.5 with the hidden Form Description field first, and answers the id', async () => {
      const { account, token } = await admin();
      const input = newForm(account, {
        formVersion: '0.0.4',
        fields: [{ id: 'craneId', name: 'Crane', type: 'TextField', fieldType: 'TextField' }],
      });
      const result = (await gql(token, CREATE, { input })).data.createFormTemplate;
      expect(result).toMatchObject({ code: 200, success: true, message: 'Form Created', errors: null });
      const template = result.formTemplate;
      expect(result.id).toBe(template.id);
      expect(template).toMatchObject({
        accountId: account.account.id,
        name: 'Crane Inspection',
        title: 'Daily crane inspection before the first lift',
        description: 'Daily crane inspection before the first lift',
        formVersion: '0.0.5',
        formTypeSlug: 'other',
        formType: { slug: 'other', displayName: 'Other', ordinal: 9 },
        divisionId: account.division.id,
        divisionIds: [account.division.id],
        submitted: null,
      });
      expect(template.fields).toEqual([
        {
          id: expect.any(String),
          name: 'Form Description',
          type: 'Text',
          text: 'Daily crane inspection before the first lift',
          attributes: { hidden: true },
        },
        { id: 'craneId', name: 'Crane', type: 'TextField', fieldType: 'TextField' },
      ]);
      const [row] = await rows(account.account.id);
      expect(row).toMatchObject({ id: template.id, formVersion: '0.0.5', title: template.title });
    });

    it('keeps a Form Description field the input already has, moved first, with the description as its text', async () => {
      const { account, token } = await admin();
      const template = await create(
        token,
        newForm(account, {
          description: undefined,
          fields: [
            { id: 'a', name: 'A', type: 'TextField' },
            {
              id: 'desc',
              name: 'Form Description',
              type: 'Text',
              text: 'From the field',
              attributes: { hidden: true },
            },
          ],
        }),
      );
      expect(template.fields.map((field) => field.id)).toEqual(['desc', 'a']);
      expect(template).toMatchObject({ title: 'From the field', description: 'From the field' });
    });

    it('stores a whole template with its three layouts as given (the timecard)', async () => {
      const { account, token } = await admin();
      const created = await create(token, timecard(account, { formTypeSlug: 'timecard' }));
      const read = (await gql(token, GET, { id: created.id })).data.formTemplate;
      const expected = timecardTemplate();
      expect(read).toMatchObject({
        formTypeSlug: 'Timecard',
        formType: { slug: 'Timecard', displayName: 'Timecard' },
        templateVersion: '0.0.1',
        renderEngineVersion: '0.0.1',
        fields: expected.fields,
        layouts: expected.layouts,
        alerts: expected.alerts,
        logicRules: expected.logicRules,
        parameters: expected.parameters,
        hasPdfConfig: false,
        hasNotificationConfig: false,
      });
    });

    it('gives banners without an id a new one', async () => {
      const { account, token } = await admin();
      const template = await create(
        token,
        newForm(account, {
          fields: [
            { type: 'Banner', text: 'Crew' },
            { id: '', type: 'Banner', text: 'Hours' },
          ],
        }),
      );
      const banners = template.fields.filter((field) => field.type === 'Banner');
      expect(banners).toHaveLength(2);
      for (const banner of banners) expect(banner.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(banners[0].id).not.toBe(banners[1].id);
    });

    it.each<[string, Json, string, string]>([
      ['no name', { name: '' }, 'name', 'Please provide a Form Name.'],
      ['a blank name', { name: '   ' }, 'name', 'Please provide a Form Name.'],
      ['no description', { description: ' ' }, 'description', 'Please provide a Form Description.'],
      ['no division', { divisionId: null }, 'divisionId', 'Please provide a Division'],
      ['a division of another account', { divisionId: 'other' }, 'divisionId', 'Division not found.'],
      ['a division that does not exist', { divisionId: randomUUID() }, 'divisionId', 'Division not found.'],
      [
        'an unknown form type',
        { formTypeSlug: 'payroll' },
        'formTypeSlug',
        'Unknown form type; use one of: Timecard, inspection-form, safety-form, incident-report, attendance-form, authorization, quote, invoice, other',
      ],
    ])('refuses %s, storing nothing', async (_, bad, path, message) => {
      const { account, token } = await admin();
      const other = await ctx.newAccount();
      const input = newForm(account, bad.divisionId === 'other' ? { divisionId: other.division.id } : bad);
      const result = (await gql(token, CREATE, { input })).data.createFormTemplate;
      expect(result).toMatchObject({ code: 400, success: false, message, id: null, formTemplate: null });
      expect(result.errors).toContainEqual({ path, message });
      expect(await rows(account.account.id)).toEqual([]);
    });

    it('runs the layout checks and refuses with their messages', async () => {
      const { account, token } = await admin();
      const fields = [
        { id: 'crane', name: 'Crane', type: 'TextField' },
        { id: 'crane', name: 'Crane again', type: 'TextField' },
        { id: 'date', name: 'Date', type: 'Datepicker' },
      ];
      const layouts = {
        web: {
          fields: [
            { type: 'Row', columns: 12, fields: [{ id: 'ghost', type: 'TextField', columnStart: 1, columnEnd: 5 }] },
          ],
        },
      };
      const result = (await gql(token, CREATE, { input: newForm(account, { fields, layouts }) })).data
        .createFormTemplate;
      expect(result).toMatchObject({ code: 400, success: false });
      expect(result.errors).toEqual([
        { path: 'layouts.web.fields.0.fields.0.id', message: 'No template field has the id "ghost"' },
        { path: 'fields.2.id', message: 'Duplicate id "crane": first used at fields.1' },
        { path: 'fields.3.type', message: '"Datepicker" is not an iOS layout field type. Did you mean "DatePicker"?' },
      ]);
      expect(result.message).toBe('layouts.web.fields.0.fields.0.id: No template field has the id "ghost"');
      expect(await rows(account.account.id)).toEqual([]);
    });

    it('refuses a template whose shape the engine rejects', async () => {
      const { account, token } = await admin();
      const result = (await gql(token, CREATE, { input: newForm(account, { fields: { not: 'a list' } }) })).data
        .createFormTemplate;
      expect(result).toMatchObject({ code: 400, success: false, message: 'Must be a list' });
      expect(result.errors).toEqual([{ path: 'fields', message: 'Must be a list' }]);
    });

    it('creates in the account a super admin names; the id of a missing account is refused', async () => {
      const { token } = await admin();
      const customer = await ctx.newAccount();
      const template = await create(token, { ...newForm(customer), accountId: customer.account.id });
      expect(template.accountId).toBe(customer.account.id);
      expect((await rows(customer.account.id)).map((row) => row.id)).toEqual([template.id]);

      const missing = await gql(token, CREATE, { input: { ...newForm(customer), accountId: randomUUID() } });
      expect(missing.data.createFormTemplate).toMatchObject({
        code: 404,
        success: false,
        message: 'Account not found.',
      });
    });
  });

  describe('reading', () => {
    it('lists the account templates by name without their documents, with filters', async () => {
      const { account, token } = await admin();
      const other = await ctx.newAccount();
      const otherDivision = await ctx.dataSource.query(
        `INSERT INTO division (account_id, division_name) VALUES ($1, 'Rigging') RETURNING id`,
        [account.account.id],
      );
      await create(token, timecard(account, { name: 'Timecard' }));
      await create(token, newForm(account, { name: 'Quote', formTypeSlug: 'quote' }));
      await create(
        token,
        newForm(account, { name: 'Rigging quote', formTypeSlug: 'quote', divisionId: otherDivision[0].id }),
      );
      await create(token, { ...newForm(other, { name: 'Foreign quote' }), accountId: other.account.id });

      const list = (await gql(token, LIST)).data.formTemplates;
      expect(list.map((template: Json) => template.name)).toEqual(['Quote', 'Rigging quote', 'Timecard']);
      expect(list[2]).toMatchObject({
        title: timecardTemplate().description,
        hasCsvConfig: false,
        hasDynamicDocument: false,
      });

      const names = async (filters: Json) =>
        (await gql(token, LIST, { filters })).data.formTemplates.map((template: Json) => template.name);
      expect(await names({ formTypeSlug: 'QUOTE' })).toEqual(['Quote', 'Rigging quote']);
      expect(await names({ formTypeSlug: 'timecard' })).toEqual(['Timecard']);
      expect(await names({ divisionId: otherDivision[0].id })).toEqual(['Rigging quote']);
      expect(await names({ search: 'quote' })).toEqual(['Quote', 'Rigging quote']);
      expect(await names({ search: '%' })).toEqual([]);

      const withFields = (await gql(token, LIST_WITH_FIELDS)).data.formTemplates;
      expect(withFields[2].fields).toEqual(timecardTemplate().fields);
    });

    it('refuses an unknown form type filter', async () => {
      const { token } = await admin();
      const body = await gql(token, LIST, { filters: { formTypeSlug: 'payroll' } });
      expect(body.errors[0].message).toMatch(/^Unknown form type/);
    });

    it('lets every user whose screens show forms read them, and ignores their accountId', async () => {
      const { account, token } = await admin();
      const other = await ctx.newAccount();
      const template = await create(token, newForm(account));
      await create(token, { ...newForm(other, { name: 'Foreign' }), accountId: other.account.id });
      for (const permission of READERS) {
        const reader = await ctx.newUser({ account, permissions: [permission] });
        const list = (await gql(reader.token, LIST, { accountId: other.account.id })).data.formTemplates;
        expect(list.map((each: Json) => each.id)).toEqual([template.id]);
        expect((await gql(reader.token, GET, { id: template.id })).data.formTemplate.id).toBe(template.id);
      }
    });

    it('lets a super admin read another account by its id', async () => {
      const { token } = await admin();
      const customer = await ctx.newAccount();
      const template = await create(token, { ...newForm(customer), accountId: customer.account.id });
      const list = (await gql(token, LIST, { accountId: customer.account.id })).data.formTemplates;
      expect(list.map((each: Json) => each.id)).toEqual([template.id]);
      expect((await gql(token, GET, { id: template.id })).data.formTemplate.accountId).toBe(customer.account.id);
    });

    it("answers another account's template exactly like a missing one", async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      const stranger = await ctx.newUser({ permissions: [...ASSIGNABLE_PERMISSIONS] });
      for (const query of [GET, GET_PDF, GET_NOTIFICATION]) {
        const variables = (id: string) => ({ id, formId: id });
        const foreign = await gql(stranger.token, query, variables(template.id));
        const missing = await gql(stranger.token, query, variables(randomUUID()));
        expect(foreign.errors[0].message).toBe('Form not found.');
        expect(foreign.errors).toEqual(missing.errors);
      }
    });

    it('refuses readers without a forms scope', async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      const others = ASSIGNABLE_PERMISSIONS.filter((permission) => !READERS.includes(permission));
      const outsider = await ctx.newUser({ account, permissions: others });
      for (const [query, variables] of [
        [LIST, {}],
        [GET, { id: template.id }],
        [GET_PDF, { formId: template.id }],
        [GET_NOTIFICATION, { id: template.id }],
      ] as const) {
        const body = await gql(outsider.token, query, variables);
        expect(body.errors[0].message).toBe(FORBIDDEN);
        expect(Object.values(body.data ?? {})).toEqual(body.data ? [null] : []);
      }
    });
  });

  describe('updateFormTemplate', () => {
    it('replaces the keys sent, keeps the others, and answers code, success, message and the template', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const result = (await gql(token, UPDATE, { id: template.id, input: { name: 'Timecard (crane crews)' } })).data
        .updateFormTemplate;
      expect(result).toMatchObject({
        code: 200,
        success: true,
        message: 'Form updated.',
        id: template.id,
        formTemplate: {
          id: template.id,
          name: 'Timecard (crane crews)',
          fields: template.fields,
          layouts: template.layouts,
        },
      });
    });

    it('saves what a raw-JSON editor sends back (read-only keys ignored) and removes keys sent as null', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const { id: _id, accountId: _account, title: _title, ...rest } = template;
      const edited = { ...rest, formVersion: '0.0.6', logicRules: null, layouts: { web: template.layouts.web } };
      const result = (await gql(token, UPDATE, { id: template.id, input: edited })).data.updateFormTemplate;
      expect(result).toMatchObject({ success: true, formTemplate: { formVersion: '0.0.6', logicRules: null } });
      expect(Object.keys(result.formTemplate.layouts)).toEqual(['web']);
      const [row] = await rows(account.account.id);
      expect(row.document).not.toHaveProperty('logicRules');
      expect(row.document).not.toHaveProperty('formType');
    });

    it('assigns banner ids and refuses a save the layout checks reject, changing nothing', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const before = await rows(account.account.id);

      const badWeb = structuredClone(template.layouts) as { web: { fields: Json[] } };
      badWeb.web.fields.push({ id: 'hours', type: 'Divider' }, { type: 'NumberField', id: 'hours' });
      const refused = (await gql(token, UPDATE, { id: template.id, input: { layouts: badWeb } })).data
        .updateFormTemplate;
      expect(refused).toMatchObject({ code: 400, success: false, formTemplate: null });
      expect(refused.errors).toContainEqual({
        path: 'layouts.web.fields.15.type',
        message: "A NumberField must sit inside a Row: the web layout's entries are Divider or Row",
      });
      expect(await rows(account.account.id)).toEqual(before);

      const fields = [...template.fields, { type: 'Banner', text: 'Extra' }];
      const saved = (await gql(token, UPDATE, { id: template.id, input: { fields } })).data.updateFormTemplate;
      expect(saved.formTemplate.fields.at(-1)).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Banner',
        type: 'Banner',
        text: 'Extra',
      });
    });

    it.each([
      ['a blank name', { name: '' }, 'Please provide a Form Name.'],
      ['an unknown form type', { formTypeSlug: 'nope' }, expect.stringMatching(/^Unknown form type/)],
      ['a division of no account', { divisionIds: [randomUUID()] }, 'divisionIds.0: Division not found.'],
      ['fields that are not a list', { fields: 'x' }, 'Must be a list'],
    ])('refuses %s, changing nothing', async (_, input, message) => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      const before = await rows(account.account.id);
      const result = (await gql(token, UPDATE, { id: template.id, input })).data.updateFormTemplate;
      expect(result).toMatchObject({ code: 400, success: false, message });
      expect(await rows(account.account.id)).toEqual(before);
    });

    it("answers 404 for a missing template; a super admin may change another account's", async () => {
      const { token } = await admin();
      const customer = await ctx.newAccount();
      const template = await create(token, { ...newForm(customer), accountId: customer.account.id });
      const missing = (await gql(token, UPDATE, { id: randomUUID(), input: { name: 'x' } })).data.updateFormTemplate;
      expect(missing).toMatchObject({ code: 404, success: false, message: 'Form not found.' });
      const changed = (await gql(token, UPDATE, { id: template.id, input: { name: 'Renamed' } })).data
        .updateFormTemplate;
      expect(changed.formTemplate).toMatchObject({ name: 'Renamed', accountId: customer.account.id });
    });

    it('lets only a super admin write templates', async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      const before = await rows(account.account.id);
      const office = await ctx.newUser({ account, permissions: [...ASSIGNABLE_PERMISSIONS] });
      for (const [query, variables] of [
        [CREATE, { input: newForm(account) }],
        [UPDATE, { id: template.id, input: { name: 'x' } }],
        [DELETE, { id: template.id }],
        [CREATE_PDF, { input: { formId: template.id, hbsTemplate: '<p/>' } }],
        [CREATE_NOTIFICATION, { input: { formTemplateId: template.id, emails: [] } }],
      ] as const) {
        const body = await gql(office.token, query, variables);
        expect(body.errors[0].message).toBe(FORBIDDEN);
      }
      expect(await rows(account.account.id)).toEqual(before);
      expect(await configRows(template.id)).toEqual([]);
    });
  });

  describe('deleteFormTemplate', () => {
    const api = (token: string) => ({
      put: (path: string, body: object) => ctx.http().put(path).set(bearer(token)).send(body),
      get: (path: string) => ctx.http().get(path).set(bearer(token)),
      delete: (path: string) => ctx.http().delete(path).set(bearer(token)),
    });

    it('is refused while a web layout, dynamic document or CSV config exists, and names them', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      await api(token).put(`/api/forms/${template.id}/csvconfig`, timecardCsvConfig()).expect(200);
      await api(token).put(`/api/forms/${template.id}/dynamicdocument`, timecardDynamicDocument()).expect(200);
      const refuse = async (message: string) => {
        const result = (await gql(token, DELETE, { id: template.id })).data.deleteFormTemplate;
        expect(result).toMatchObject({ code: 400, success: false, message });
        expect(await rows(account.account.id)).toHaveLength(1);
      };
      await refuse("Remove the form's Web Layout, Dynamic Document, CSV Config before deleting it.");
      await gql(token, UPDATE, { id: template.id, input: { layouts: { android: template.layouts.android } } });
      await refuse("Remove the form's Dynamic Document, CSV Config before deleting it.");
      await api(token).delete(`/api/forms/${template.id}/dynamicdocument`).expect(200);
      await refuse("Remove the form's CSV Config before deleting it.");
      await api(token).delete(`/api/forms/${template.id}/csvconfig`).expect(200);

      const deleted = (await gql(token, DELETE, { id: template.id })).data.deleteFormTemplate;
      expect(deleted).toEqual({ code: 200, success: true, message: 'Form deleted.', id: template.id, errors: null });
      expect(await rows(account.account.id)).toEqual([]);
    });

    it('takes the PDF and notification configs and the quicklink with it', async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      await gql(token, CREATE_PDF, { input: { formId: template.id, hbsTemplate: '<h1>{{name}}</h1>' } });
      await gql(token, CREATE_NOTIFICATION, { input: { formTemplateId: template.id, emails: ['ops@example.com'] } });
      await ctx.dataSource.getRepository(FormQuickLink).save({
        accountId: account.account.id,
        formId: template.id,
        formTypeSlug: 'other',
        displayName: 'Inspection',
        ordinal: 0,
      });
      expect(await configRows(template.id)).toHaveLength(2);
      expect((await gql(token, DELETE, { id: template.id })).data.deleteFormTemplate.success).toBe(true);
      expect(await configRows(template.id)).toEqual([]);
      expect(await ctx.dataSource.getRepository(FormQuickLink).findBy({ formId: template.id })).toEqual([]);
    });

    it('answers 404 for a missing template, 400 for an id that is none', async () => {
      const { token } = await admin();
      const missing = (await gql(token, DELETE, { id: randomUUID() })).data.deleteFormTemplate;
      expect(missing).toMatchObject({ code: 404, success: false, message: 'Form not found.' });
      const malformed = (await gql(token, DELETE, { id: 'not-an-id' })).data.deleteFormTemplate;
      expect(malformed).toMatchObject({ code: 400, success: false, message: 'id must be a UUID.' });
    });
  });

  describe('PDF config', () => {
    it('creates, reads and updates the PDF config; a second create is refused', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      expect((await gql(token, GET_PDF, { formId: template.id })).data.formPDFConfig).toBeNull();

      const input = {
        formId: template.id,
        hbsTemplate: '<h1>Timecard {{number}}</h1>{{#each crew}}<p>{{userName}}</p>{{/each}}',
        fields: [
          { fieldId: 'workDate', format: 'date', label: 'Date' },
          { fieldId: 'crew', fields: [{ fieldId: 'userName' }] },
        ],
      };
      const created = (await gql(token, CREATE_PDF, { input })).data.createFormPDFConfig;
      expect(created).toEqual({
        code: 200,
        success: true,
        message: 'PDF config. created',
        errors: null,
        formPDFConfig: { ...input, cssTemplate: '' },
      });
      expect((await gql(token, GET_PDF, { formId: template.id })).data.formPDFConfig).toEqual(created.formPDFConfig);
      expect((await gql(token, GET, { id: template.id })).data.formTemplate.hasPdfConfig).toBe(true);

      const again = (await gql(token, CREATE_PDF, { input })).data.createFormPDFConfig;
      expect(again).toMatchObject({ code: 400, success: false, message: 'This form already has a PDF config.' });

      const changed = { ...input, cssTemplate: 'h1 { color: #3378F6; }', fields: [] };
      const result = (await gql(token, UPDATE_PDF, { input: changed })).data.updateFormPDFConfig;
      expect(result).toMatchObject({ success: true, message: 'PDF config. edited', formPDFConfig: changed });
    });

    it.each([
      ['an empty template', { hbsTemplate: '' }, 'hbsTemplate', 'Must not be empty'],
      [
        'a Handlebars syntax error',
        { hbsTemplate: '{{#each crew}}<p>{{userName}}</p>' },
        'hbsTemplate',
        expect.stringMatching(/^Invalid Handlebars template: Parse error on line 1/),
      ],
      [
        'a field the form lacks',
        { fields: [{ fieldId: 'ghost' }] },
        'fields.0.fieldId',
        'No template field has the id "ghost"',
      ],
      ['a field without an id', { fields: [{ label: 'x' }] }, 'fields.0.fieldId', 'Required'],
    ])('refuses %s, storing nothing', async (_, bad, path, message) => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const input = { formId: template.id, hbsTemplate: '<p>{{number}}</p>', ...bad };
      const result = (await gql(token, CREATE_PDF, { input })).data.createFormPDFConfig;
      expect(result).toMatchObject({ code: 400, success: false });
      expect(result.errors).toEqual([{ path, message }]);
      expect(await configRows(template.id)).toEqual([]);
    });

    it('refuses to update a config that does not exist, and a missing form', async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      const none = (await gql(token, UPDATE_PDF, { input: { formId: template.id, hbsTemplate: 'x' } })).data
        .updateFormPDFConfig;
      expect(none).toMatchObject({ code: 404, success: false, message: 'PDF config not found.' });
      const missing = (await gql(token, CREATE_PDF, { input: { formId: randomUUID(), hbsTemplate: 'x' } })).data
        .createFormPDFConfig;
      expect(missing).toMatchObject({ code: 404, success: false, message: 'Form not found.' });
    });
  });

  describe('notification config', () => {
    it('creates (blank e-mails dropped), reads and updates; a second create is refused', async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      expect((await gql(token, GET_NOTIFICATION, { id: template.id })).data.formTemplateNotificationConfig).toBeNull();

      const input = { formTemplateId: template.id, emails: ['', ' payroll@example.com '], templateId: '' };
      const created = (await gql(token, CREATE_NOTIFICATION, { input })).data.createFormTemplateNotificationConfig;
      expect(created).toEqual({
        code: 200,
        success: true,
        message: 'Notification config. created',
        errors: null,
        notificationConfig: { formTemplateId: template.id, emails: ['payroll@example.com'], templateId: '' },
      });
      expect((await gql(token, GET_NOTIFICATION, { id: template.id })).data.formTemplateNotificationConfig).toEqual(
        created.notificationConfig,
      );
      const again = (await gql(token, CREATE_NOTIFICATION, { input })).data.createFormTemplateNotificationConfig;
      expect(again).toMatchObject({
        code: 400,
        success: false,
        message: 'This form already has a Notification config.',
      });

      const update = {
        formTemplateId: template.id,
        emails: ['a@example.com', 'b@example.com'],
        templateId: 'timecard-submitted',
      };
      const updated = (await gql(token, UPDATE_NOTIFICATION, { input: update })).data
        .updateFormTemplateNotificationConfig;
      expect(updated).toMatchObject({
        success: true,
        message: 'Notification config. edited',
        notificationConfig: update,
      });
    });

    it('refuses an invalid e-mail and an update without a config, storing nothing', async () => {
      const { account, token } = await admin();
      const template = await create(token, newForm(account));
      const bad = { formTemplateId: template.id, emails: ['ops@example.com', 'not an email'] };
      const result = (await gql(token, CREATE_NOTIFICATION, { input: bad })).data.createFormTemplateNotificationConfig;
      expect(result).toMatchObject({ code: 400, success: false, message: 'emails.1: Invalid Email' });
      expect(result.errors).toEqual([{ path: 'emails.1', message: 'Invalid Email' }]);
      const none = (await gql(token, UPDATE_NOTIFICATION, { input: { formTemplateId: template.id, emails: [] } })).data
        .updateFormTemplateNotificationConfig;
      expect(none).toMatchObject({ code: 404, success: false, message: 'Notification config not found.' });
      expect(await configRows(template.id)).toEqual([]);
    });
  });

  describe.each([
    ['csvconfig', 'csv', timecardCsvConfig, { columns: [] }, 'columns', 'Must have at least 1 item'],
    ['dynamicdocument', 'dynamicDocument', timecardDynamicDocument, { title: '' }, 'title', 'Must not be empty'],
  ] as const)('REST /api/forms/{formId}/%s', (path, kind, fixture, bad, badPath, badMessage) => {
    const url = (formId: string) => `/api/forms/${formId}/${path}`;

    it('answers null, then the saved config; PUT replaces it, DELETE removes it', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const read = () => ctx.http().get(url(template.id)).set(bearer(token)).expect(200);
      expect((await read()).body).toEqual({ data: null });

      const saved = await ctx.http().put(url(template.id)).set(bearer(token)).send(fixture()).expect(200);
      expect(saved.body.data).toMatchObject({ ...fixture(), formId: template.id });
      expect((await read()).body.data).toEqual(saved.body.data);

      // A read sent back (formId and times included) is accepted as it is.
      await ctx.http().put(url(template.id)).set(bearer(token)).send(saved.body.data).expect(200);
      const [row] = await configRows(template.id);
      expect(row.kind).toBe(kind);
      expect(row.config).not.toHaveProperty('formId');
      expect(row.config).not.toHaveProperty('createdAt');

      await ctx.http().delete(url(template.id)).set(bearer(token)).expect(200, { data: null });
      expect((await read()).body).toEqual({ data: null });
      const gone = await ctx.http().delete(url(template.id)).set(bearer(token)).expect(404);
      expect(gone.body.message).toMatch(/ not found\.$/);
    });

    it('refuses a config the engine rejects, or one naming fields the form lacks, storing nothing', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const refused = await ctx
        .http()
        .put(url(template.id))
        .set(bearer(token))
        .send({ ...fixture(), ...bad })
        .expect(400);
      expect(refused.body).toEqual({ statusCode: 400, message: badMessage, errors: { [badPath]: [badMessage] } });
      const columns = [{ header: 'Ghost', fieldId: 'ghost' }];
      const unknown = await ctx
        .http()
        .put(url(template.id))
        .set(bearer(token))
        .send({ ...fixture(), columns })
        .expect(400);
      expect(unknown.body.errors).toEqual({ 'columns.0.fieldId': ['No template field has the id "ghost"'] });
      for (const body of [[], 'text', null]) {
        await ctx
          .http()
          .put(url(template.id))
          .set(bearer(token))
          .send(body as object)
          .expect(400);
      }
      expect(await configRows(template.id)).toEqual([]);
    });

    it('lets form readers read it and only a super admin write it', async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      await ctx.http().put(url(template.id)).set(bearer(token)).send(fixture()).expect(200);
      const reader = await ctx.newUser({ account, permissions: ['timecard:admin'] });
      await ctx.http().get(url(template.id)).set(bearer(reader.token)).expect(200);
      const office = await ctx.newUser({ account, permissions: [...ASSIGNABLE_PERMISSIONS] });
      await ctx.http().put(url(template.id)).set(bearer(office.token)).send(fixture()).expect(403);
      await ctx.http().delete(url(template.id)).set(bearer(office.token)).expect(403);
      const outsider = await ctx.newUser({ account, permissions: ['web:schedule', 'web:assetmap'] });
      await ctx.http().get(url(template.id)).set(bearer(outsider.token)).expect(403);
      await ctx.http().get(url(template.id)).expect(401);
      expect(await configRows(template.id)).toHaveLength(1);
    });

    it("hides another account's form like a missing one", async () => {
      const { token } = await admin();
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => {
          const template = await create(token, { ...timecard(owner), accountId: owner.account.id });
          await ctx.http().put(url(template.id)).set(bearer(token)).send(fixture()).expect(200);
          return url(template.id);
        },
        missingPath: url(randomUUID()),
        state: async (owner) => ctx.dataSource.getRepository(FormConfig).findBy({ accountId: owner.account.id }),
      });
      const malformed = await ctx.http().get(url('not-an-id')).set(bearer(token)).expect(400);
      expect(malformed.body.message).toBe('formId must be a UUID.');
    });
  });

  describe('REST /api/forms/{formId}/dynamicdocument/checked', () => {
    const url = (formId: string) => `/api/forms/${formId}/dynamicdocument/checked`;

    it("answers the stored dynamic document with the engine's defaults, null without one or when it no longer fits", async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const read = () => ctx.http().get(url(template.id)).set(bearer(token)).expect(200);
      expect((await read()).body).toEqual({ data: null });

      const {
        defaultSort: _sort,
        filters: _filters,
        summary: _summary,
        pageSize: _size,
        ...bare
      } = timecardDynamicDocument();
      const plain = () => ctx.http().get(`/api/forms/${template.id}/dynamicdocument`).set(bearer(token)).expect(200);
      await ctx.http().put(`/api/forms/${template.id}/dynamicdocument`).set(bearer(token)).send(bare).expect(200);
      expect((await read()).body.data).toEqual((await plain()).body.data);

      // A row stored without the defaults (before they were rules, say): the plain read answers it as stored.
      const stored = { ...bare, columns: [{ header: 'Number', property: 'number' }] };
      const rows = ctx.dataSource.getRepository(FormConfig);
      await rows.update({ formTemplateId: template.id, kind: 'dynamicDocument' }, { config: stored });
      const { formId, createdAt, updatedAt } = (await plain()).body.data;
      expect((await plain()).body.data).toEqual({ ...stored, formId, createdAt, updatedAt });
      expect((await read()).body.data).toEqual({
        ...stored,
        formId,
        createdAt,
        updatedAt,
        columns: [{ header: 'Number', property: 'number', format: 'text', sortable: true }],
        defaultSort: { by: 'localDateTime', order: 'DESC' },
        filters: [],
        summary: [],
        pageSize: 20,
      });

      // A document stored before a rule it breaks (here: no columns) is none to the list.
      await rows.update({ formTemplateId: template.id, kind: 'dynamicDocument' }, { config: { ...bare, columns: [] } });
      expect((await read()).body).toEqual({ data: null });
    });

    it("lets form readers read it, and hides another account's form like a missing one", async () => {
      const { account, token } = await admin();
      const template = await create(token, timecard(account));
      const reader = await ctx.newUser({ account, permissions: ['timecard:admin'] });
      await ctx.http().get(url(template.id)).set(bearer(reader.token)).expect(200);
      const outsider = await ctx.newUser({ account, permissions: ['web:schedule', 'web:assetmap'] });
      await ctx.http().get(url(template.id)).set(bearer(outsider.token)).expect(403);
      await expectCrossAccountNotFound(ctx, {
        method: 'get',
        path: async (owner) => url((await create(token, { ...timecard(owner), accountId: owner.account.id })).id),
        missingPath: url(randomUUID()),
        state: async (owner) => ctx.dataSource.getRepository(FormConfig).findBy({ accountId: owner.account.id }),
      });
    });
  });
});
