import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  AdminFormTemplatesDocument,
  BatchOperationsFormTemplateQuickLinkDocument,
  FormManagerHomePageDocument,
} from '../../api/gql/graphql';
import { answer, graphqlCalls, type OperationAnswer } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import FormManagerPage from './FormManagerPage';
import { DIVISION_ID, serveForms, withSession } from './formTemplates.fixtures';

withSession(['web:settings']);

const type = (slug: string, displayName: string, ordinal: number) => ({
  __typename: 'FormType' as const,
  slug,
  displayName,
  ordinal,
});
const SAFETY = type('safety-form', 'Safety Form', 3);
const TIMECARD = type('Timecard', 'Timecard', 1);

const template = (id: string, name: string, formTypeSlug: string) => ({
  __typename: 'FormTemplate' as const,
  id,
  name,
  title: name,
  formTypeSlug,
  divisionId: null,
  divisionIds: [],
  hasDynamicDocument: false,
});
const TEMPLATES = [
  template('form-timecard', 'Daily Crane Timecard', 'Timecard'),
  template('form-jsa', 'Job Safety Analysis', 'safety-form'),
  template('form-lift', 'Lift Plan', 'safety-form'),
  template('form-incident', 'Incident Report', 'incident-report'),
];

const link = (id: string, formId: string, displayName: string, formType: typeof SAFETY, ordinal: number) => ({
  __typename: 'FormTemplateQuickLink' as const,
  id,
  formId,
  displayName,
  divisionIds: [],
  formTypeSlug: formType.slug,
  ordinal,
  formType,
});
const LINKS = [
  link('link-timecard', 'form-timecard', 'Daily Crane Timecard', TIMECARD, 0),
  link('link-jsa', 'form-jsa', 'Job Safety Analysis', SAFETY, 0),
  link('link-lift', 'form-lift', 'Lift Plan', SAFETY, 1),
];

const batchAnswer = (success: boolean, message: string) =>
  answer(BatchOperationsFormTemplateQuickLinkDocument).with(() => ({
    batchOperationsFormTemplateQuickLink: {
      __typename: 'BatchFormTemplateQuickLinkPayload',
      code: success ? 200 : 400,
      success,
      message,
      accountId: success ? 'account-1' : null,
      errors: null,
    },
  }));

const serve = (batch: OperationAnswer = batchAnswer(true, 'Form Updated.')) =>
  serveForms([
    batch,
    answer(FormManagerHomePageDocument).with(() => ({
      formTemplateHomePage: { __typename: 'FormTemplateHomePage', accountId: 'account-1', quickLinks: LINKS },
    })),
    answer(AdminFormTemplatesDocument).with(() => ({ formTemplates: TEMPLATES })),
  ]);

function renderPage() {
  return renderWithProviders(<FormManagerPage />, {
    path: '/settings/form-manager',
    access: testAccess(['web:settings']),
  });
}

const rows = () => screen.getAllByTestId('quicklink-row');
const formOf = (row: HTMLElement) => within(row).getByRole('combobox', { name: 'Form' });
const formNames = () => rows().map((row) => (formOf(row) as HTMLInputElement).value);

async function loaded() {
  await waitFor(() => expect(formNames()).toEqual(['Daily Crane Timecard', 'Job Safety Analysis', 'Lift Plan']));
}

async function chooseForm(row: HTMLElement, name: string) {
  await userEvent.click(within(row).getByRole('combobox', { name: 'Form' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('form manager: Quicklink Order (spec 3 §2)', () => {
  it('lists the quicklinks with their forms locked', async () => {
    serve();
    renderPage();
    await loaded();
    for (const row of rows()) expect(within(row).getByRole('combobox', { name: 'Form' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Quicklink Order' })).toBeInTheDocument();
  });

  it('asks for a form in an added row ("Required") and sends nothing', async () => {
    const fetchMock = serve();
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Quicklink' }));
    expect(within(rows()[3]).getByRole('combobox', { name: 'Form' })).toBeEnabled();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(within(rows()[3]).getByText('Required')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'BatchOperationsFormTemplateQuickLink')).toHaveLength(0);
  });

  it('marks each row choosing the same form "Already selected"', async () => {
    const fetchMock = serve();
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add Quicklink' }));
    await chooseForm(rows()[3], 'Lift Plan');

    expect(within(rows()[2]).getByText('Already selected')).toBeInTheDocument();
    expect(within(rows()[3]).getByText('Already selected')).toBeInTheDocument();
    expect(within(rows()[0]).queryByText('Already selected')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(graphqlCalls(fetchMock, 'BatchOperationsFormTemplateQuickLink')).toHaveLength(0);

    // Removing the original row leaves one choice: a Delete and a Create of that form in one batch is allowed.
    await userEvent.click(within(rows()[2]).getByRole('button', { name: 'Remove Lift Plan' }));
    expect(screen.queryByText('Already selected')).not.toBeInTheDocument();
  });

  it('saves moves, removals and additions as one batch of Update, Delete and Create', async () => {
    const fetchMock = serve();
    renderPage();
    await loaded();
    // Lift Plan before the JSA (both safety forms), the timecard removed, the incident report added.
    await userEvent.click(screen.getByRole('button', { name: 'Move Lift Plan up' }));
    expect(formNames()).toEqual(['Daily Crane Timecard', 'Lift Plan', 'Job Safety Analysis']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Daily Crane Timecard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Quicklink' }));
    await chooseForm(rows()[2], 'Incident Report');
    await userEvent.click(within(rows()[2]).getByRole('combobox', { name: 'Divisions' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Crane Services' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Form Updated.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'BatchOperationsFormTemplateQuickLink')).toEqual([
      {
        operations: [
          { operation: 'Delete', formId: 'form-timecard', currentFormTypeSlug: 'Timecard' },
          {
            operation: 'Update',
            formId: 'form-lift',
            currentFormTypeSlug: 'safety-form',
            divisionIds: [],
            ordinal: 0,
          },
          {
            operation: 'Update',
            formId: 'form-jsa',
            currentFormTypeSlug: 'safety-form',
            divisionIds: [],
            ordinal: 1,
          },
          { operation: 'Create', formId: 'form-incident', divisionIds: [DIVISION_ID], ordinal: 0 },
        ],
      },
    ]);
  });

  it('moves a quicklink only among those of its form type (the home page orders it there)', async () => {
    serve();
    renderPage();
    await loaded();
    expect(screen.getByRole('button', { name: 'Move Daily Crane Timecard down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Job Safety Analysis up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Job Safety Analysis down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's message when the batch is refused", async () => {
    serve(batchAnswer(false, 'Form not found.'));
    renderPage();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Move Lift Plan up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Form not found.')).toBeInTheDocument();
  });
});
