import { afterEach, beforeEach } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { flushEvents } from '../../api/analytics';
import {
  AdminFormTemplateDocument,
  AdminFormTemplatesDocument,
  DocumentsQuickLinkOrderDocument,
} from '../../api/gql/graphql';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { answer, answerGraphQL, type OperationAnswer } from '../../test/graphql';
import { formTemplate } from '../formTemplates/formTemplates.fixtures';
import type { FormTemplate } from '../formTemplates';
import type { AuditEntry } from './history';
import type { Submission } from './submissions';

export const TIMECARD_ID = '1a2b3c4d-0000-4000-8000-000000000001';
export const INSPECTION_ID = '1a2b3c4d-0000-4000-8000-000000000002';
export const QUOTE_ID = '1a2b3c4d-0000-4000-8000-000000000003';
/** A form not on the Documents page's setting (one just made with the AI form builder). */
export const AI_FORM_ID = '1a2b3c4d-0000-4000-8000-000000000004';
export const SUBMISSION_ID = '5e6f7a8b-0000-4000-8000-000000000001';
export const BRANCH_ID = '9c0d1e2f-0000-4000-8000-000000000001';
export const DIVISION_ID = '9c0d1e2f-0000-4000-8000-000000000002';

/** A field of a web layout's row, in grid columns `columnStart` to `columnEnd` (of 13). */
export const cell = (id: string, type: string, columnStart: number, columnEnd: number, attributes = {}) => ({
  id,
  type,
  columnStart,
  columnEnd,
  attributes,
});
/** A web layout's row of cells. */
export const row = (...fields: object[]) => ({ type: 'Row', fields });

const UNDIVIDED_PLAIN_FORM = { divisionId: null, divisionIds: [], hasDynamicDocument: false };

/** Templates as the form list answers them: no division, no dynamic document. */
export const templateSummaries = (templates: Pick<FormTemplate, 'id' | 'name' | 'formTypeSlug'>[]) =>
  templates.map(({ id, name, formTypeSlug }) => ({
    __typename: 'FormTemplate' as const,
    id,
    name,
    title: name,
    formTypeSlug,
    ...UNDIVIDED_PLAIN_FORM,
  }));

/**
 * A small timecard: the Form Description, the mapped fields of spec 3 §3 (userId, userPhone, userEmail, branchId,
 * divisionId), start and stop times with their hours, a crane picker and notes.
 */
export function timecardTemplate(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return formTemplate({
    id: TIMECARD_ID,
    name: 'Daily Timecard',
    formTypeSlug: 'Timecard',
    formType: { __typename: 'FormType', slug: 'Timecard', displayName: 'Timecard' },
    fields: [
      { id: 'formDescription', name: 'Form Description', type: 'Text', text: 'Daily', attributes: { hidden: true } },
      { id: 'submittedBy', name: 'Submitted By', type: 'Picker', fieldType: 'UserField' },
      { id: 'phone', name: 'Phone', type: 'TextField', fieldType: 'TextField' },
      { id: 'email', name: 'Email', type: 'TextField', fieldType: 'TextField' },
      { id: 'branch', name: 'Branch', type: 'Picker', fieldType: 'BranchField' },
      { id: 'division', name: 'Division', type: 'Picker', fieldType: 'DivisionField' },
      { id: 'startTime', name: 'Start Time', type: 'TimePicker', fieldType: 'TimeField' },
      { id: 'stopTime', name: 'Stop Time', type: 'TimePicker', fieldType: 'TimeField' },
      { id: 'hours', name: 'Hours', type: 'NumberField', fieldType: 'NumberField' },
      { id: 'crane', name: 'Crane', type: 'Picker', fieldType: 'PickerField' },
      { id: 'notes', name: 'Notes', type: 'TextEditor', fieldType: 'TextArea' },
    ],
    layouts: {
      web: {
        fields: [
          row(
            cell('submittedBy', 'UserField', 1, 5, { mapping: 'userId', title: 'Submitted By' }),
            cell('phone', 'TextField', 5, 9, { mapping: 'userPhone', title: 'Phone' }),
            cell('email', 'TextField', 9, 13, { mapping: 'userEmail', title: 'Email' }),
          ),
          row(
            cell('branch', 'BranchField', 1, 7, { mapping: 'branchId', title: 'Branch' }),
            cell('division', 'DivisionField', 7, 13, { mapping: 'divisionId', title: 'Division' }),
          ),
          row(
            cell('startTime', 'TimeField', 1, 5, { title: 'Start Time' }),
            cell('stopTime', 'TimeField', 5, 9, { title: 'Stop Time' }),
            cell('hours', 'NumberField', 9, 13, { title: 'Hours', startId: 'startTime', endId: 'stopTime' }),
          ),
          row(
            cell('crane', 'PickerField', 1, 7, { title: 'Crane', options: 'Grove RT530E, Tadano GR-600XL' }),
            cell('notes', 'TextArea', 7, 13, { title: 'Notes' }),
          ),
        ],
      },
    },
    ...overrides,
  });
}

export const TEMPLATES = templateSummaries([
  { id: TIMECARD_ID, name: 'Daily Timecard', formTypeSlug: 'Timecard' },
  { id: INSPECTION_ID, name: 'Crane Inspection', formTypeSlug: 'inspection-form' },
  { id: QUOTE_ID, name: 'Crane Quote', formTypeSlug: 'quote' },
  { id: AI_FORM_ID, name: 'AI Generated Other', formTypeSlug: 'other' },
]);

export const ACCOUNT = {
  id: 'account-1',
  account_name: 'Summit Crane',
  logo: null,
  occupations: [],
  branches: [],
  dynamicPages: {
    formDocumentsPage: [{ formId: INSPECTION_ID }, { formId: TIMECARD_ID }, { formId: QUOTE_ID }],
  },
};

export const ME = {
  id: 'user-1',
  accountId: 'account-1',
  firstName: 'Olivia',
  lastName: 'Grant',
  email: 'office@summitcrane.com',
  phoneNumber: '+13035550101',
  authMethod: 'both',
  permissions: ['timecard:admin'],
  branchIds: [BRANCH_ID],
  divisionIds: [DIVISION_ID],
  occupations: [],
  disabled: false,
  veteran: null,
  loginId: null,
  picture: null,
  account: { id: 'account-1', name: 'Summit Crane', logo: null },
  divisions: [{ id: DIVISION_ID, divisionName: 'Crane Services' }],
};

export const BRANCHES = [{ id: BRANCH_ID, name: 'Denver', divisionId: DIVISION_ID }];
export const DIVISIONS = [{ id: DIVISION_ID, divisionName: 'Crane Services' }];

/** A timecard submission: 7:00 to 3:32 PM (8.58 hours). */
export function submission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: SUBMISSION_ID,
    formId: TIMECARD_ID,
    accountId: 'account-1',
    number: 12,
    data: { status: 'New', number: 12 },
    status: 'New',
    submitDateTime: '2026-11-20T22:40:00.000Z',
    pdfFilePath: 'generated/timecard.pdf',
    hasFile: true,
    userId: 'user-2',
    userName: 'Frank Miller',
    version: '0.0.5',
    createdAt: '2026-11-20T22:40:00.000Z',
    updatedAt: '2026-11-20T22:40:00.000Z',
    lastModifiedBy: 'user-2',
    localDateTime: '2026-11-20T15:40:00',
    timezoneOffset: -420,
    totalHours: null,
    totalCents: null,
    adminNotes: null,
    fields: [
      { id: 'branch', value: { id: BRANCH_ID, name: 'Denver' } },
      { id: 'startTime', value: '2026-11-20T07:00' },
      { id: 'stopTime', value: '2026-11-20T15:32' },
      { id: 'hours', value: 8.58 },
      { id: 'crane', value: 'Grove RT530E' },
      { id: 'notes', value: 'Set 12 trusses.' },
    ],
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 'audit-1',
    accountId: 'account-1',
    formSubmissionId: SUBMISSION_ID,
    userId: 'user-1',
    userName: 'Olivia Grant',
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    changeNotes: 'Crane corrected.',
    hidden: false,
    oldRecord: {},
    newRecord: {},
    diffRecord: { fields: [{ id: 'crane', oldValue: 'Tadano GR-600XL', newValue: 'Grove RT530E' }] },
    ...overrides,
  };
}

/** Signs in with `permissions` before each test; clears toasts, events, the session and Apollo's cache after it. */
export function withSession(permissions: string[]) {
  beforeEach(() => signInAs(permissions));
  afterEach(async () => {
    notifications.clean();
    await flushEvents();
    await clearTokens();
    await apolloClient.clearStore();
  });
}

/** The GraphQL answers every Documents page needs: the templates, the timecard's, the quicklink order. */
export const templateAnswers = (template: FormTemplate = timecardTemplate()): OperationAnswer[] => [
  answer(AdminFormTemplatesDocument).with(() => ({ formTemplates: TEMPLATES })),
  answer(AdminFormTemplateDocument).with(({ id }) => ({
    formTemplate: id === template.id ? template : { ...template, id, name: 'Crane Inspection' },
  })),
  answer(DocumentsQuickLinkOrderDocument).with(() => ({
    formTemplateHomePage: {
      __typename: 'FormTemplateHomePage',
      accountId: 'account-1',
      quickLinks: [
        { __typename: 'FormTemplateQuickLink', id: 'link-1', formId: TIMECARD_ID },
        { __typename: 'FormTemplateQuickLink', id: 'link-2', formId: INSPECTION_ID },
      ],
    },
  })),
];

type Answer = Response | Promise<Response> | undefined;

/**
 * Serves the account, branches, divisions, the signed-in user, events, dynamic documents (none) and GraphQL
 * `answers`; `rest` answers the calls under test first. Anything else is 404.
 */
export function serveDocuments(
  answers: OperationAnswer[],
  rest: (url: string, init: RequestInit) => Answer = () => undefined,
) {
  return mockFetch((url, init) => {
    const answered = rest(url, init);
    if (answered) return answered;
    if (url === '/api/accounts/account-1') return jsonResponse(200, { data: ACCOUNT });
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/auth/me') return jsonResponse(200, { data: ME });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (/\/dynamicdocument(\/checked)?$/.test(url)) return jsonResponse(200, { data: null });
    if (url === '/graphql') return answerGraphQL(init, answers);
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}

/** The analytics events sent so far (after flushing the queue), as `[name, properties]`. */
export function sentEvents(fetchMock: { mock: { calls: [string, RequestInit][] } }) {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/events')
    .flatMap(
      ([, init]) => (JSON.parse(init.body as string) as { events: { name: string; properties?: object }[] }).events,
    )
    .map((event) => [event.name, event.properties] as const);
}

/** A file answer, as the download and export calls give it. */
export function fileResponse(body: string, type: string, fileName: string): Response {
  return {
    ok: true,
    status: 200,
    headers: new Headers({ 'content-type': type, 'content-disposition': `attachment; filename="${fileName}"` }),
    blob: () => Promise.resolve(new Blob([body], { type })),
    json: () => Promise.reject(new Error('not JSON')),
  } as unknown as Response;
}
