import { afterEach, beforeEach } from '@jest/globals';
import { notifications } from '@mantine/notifications';
import { flushEvents } from '../../api/analytics';
import { apolloClient } from '../../api/graphql';
import { clearTokens } from '../../api/tokens';
import { jsonResponse, mockFetch, signInAs } from '../../test/fixtures';
import { answerGraphQL, type OperationAnswer } from '../../test/graphql';
import type { FormTemplate } from './formTemplates';

export const SUPER_ADMIN = 'groundcrew:admin';

export const FORM_ID = '0b9a5a52-5c1c-4d7e-9d7e-2f6f1d8c0a11';
export const DIVISION_ID = '6f1c3f59-0a8d-4b3f-8f39-1c1f7f0b2d22';
export const DIVISION = { id: DIVISION_ID, divisionName: 'Crane Services' };

/** A small template as the detail fragment reads it: the hidden Form Description, a date and a notes field. */
export function formTemplate(overrides: Partial<FormTemplate> = {}): FormTemplate {
  return {
    __typename: 'FormTemplate',
    id: FORM_ID,
    accountId: 'account-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    divisionId: DIVISION_ID,
    divisionIds: [DIVISION_ID],
    requiredServices: null,
    formTypeSlug: 'inspection-form',
    formType: { __typename: 'FormType', slug: 'inspection-form', displayName: 'Inspection Form' },
    flagForReview: false,
    formVersion: '0.0.5',
    name: 'Rigging Inspection',
    title: 'Daily rigging gear inspection',
    submitted: false,
    fields: [
      {
        id: 'a7c1d0e2-1111-4c3b-9f00-000000000001',
        name: 'Form Description',
        type: 'Text',
        text: 'Daily rigging gear inspection',
        attributes: { hidden: true },
      },
      { id: 'inspectionDate', name: 'Date', type: 'DatePicker', fieldType: 'DateField', text: 'Date' },
      { id: 'notes', name: 'Notes', type: 'TextEditor', fieldType: 'TextArea', text: 'Notes' },
    ],
    alerts: null,
    subForms: null,
    layouts: null,
    logicRules: null,
    renderEngineVersion: null,
    templateVersion: null,
    parameters: null,
    description: null,
    hasCsvConfig: false,
    hasDynamicDocument: false,
    hasNotificationConfig: false,
    hasPdfConfig: false,
    ...overrides,
  };
}

/** The web layout that places the template's two value fields in one row. */
export const WEB_LAYOUT = {
  web: {
    fields: [
      {
        type: 'Row',
        fields: [
          { id: 'inspectionDate', type: 'DateField', columnStart: 1, columnEnd: 7 },
          { id: 'notes', type: 'TextArea', columnStart: 7, columnEnd: 13 },
        ],
      },
    ],
  },
};

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

/** Serves the divisions, the analytics events and the GraphQL `answers`; any other call is 404. */
export function serveForms(answers: OperationAnswer[]) {
  return mockFetch((url, init) => {
    if (url === '/api/division') return jsonResponse(200, { data: [DIVISION] });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url === '/graphql') return answerGraphQL(init, answers);
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}
