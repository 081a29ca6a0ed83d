import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CreateFormTemplateDocument } from '../../api/gql/graphql';
import { answer, graphqlCalls } from '../../test/graphql';
import { renderWithProviders, testAccess } from '../../test/render';
import CreateFormPage from './CreateFormPage';
import { DIVISION_ID, FORM_ID, SUPER_ADMIN, serveForms, withSession } from './formTemplates.fixtures';

withSession([SUPER_ADMIN]);

const serve = serveForms;

const created = answer(CreateFormTemplateDocument).with(() => ({
  createFormTemplate: {
    __typename: 'FormTemplatePayload',
    code: 200,
    success: true,
    message: 'Form Created',
    id: FORM_ID,
  },
}));

function renderPage() {
  return renderWithProviders(<CreateFormPage />, {
    path: '/admin/forms/create',
    routes: ['/admin/forms'],
    access: testAccess([SUPER_ADMIN]),
  });
}

async function chooseDivision() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Division' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Crane Services' }));
}

describe('Create Form (spec 3 §2)', () => {
  it('starts from the defaults, the version read only', () => {
    serve([created]);
    renderPage();
    expect(screen.getByRole('link', { name: 'Back to Forms' })).toHaveAttribute('href', '/admin/forms');
    expect(screen.getByRole('textbox', { name: 'Form Version' })).toHaveValue('0.0.5');
    expect(screen.getByRole('textbox', { name: 'Form Version' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Form Name' })).toHaveValue('My Form');
    expect(screen.getByRole('textbox', { name: 'Form Description' })).toHaveValue('Description for My Form');
  });

  it('shows the spec messages and sends nothing while name, division or description is missing', async () => {
    const fetchMock = serve([created]);
    renderPage();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Form Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Form Description' }), '{Control>}a{/Control}   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Please provide a Form Name.')).toBeInTheDocument();
    expect(screen.getByText('Please provide a Division')).toBeInTheDocument();
    expect(screen.getByText('Please provide a Form Description.')).toBeInTheDocument();
    expect(graphqlCalls(fetchMock, 'CreateFormTemplate')).toHaveLength(0);
  });

  it('creates the template with the hidden Form Description first, toasts Form Created and goes to the list', async () => {
    const fetchMock = serve([created]);
    const { router } = renderPage();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Form Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Form Name' }), 'Crane Inspection');
    await chooseDivision();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Form Description' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Form Description' }), 'Daily crane inspection');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Form Created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/forms'));
    const [{ input }] = graphqlCalls(fetchMock, 'CreateFormTemplate') as [{ input: Record<string, unknown> }];
    expect(input).toEqual({
      name: 'Crane Inspection',
      divisionId: DIVISION_ID,
      formVersion: '0.0.5',
      fields: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Form Description',
          type: 'Text',
          text: 'Daily crane inspection',
          attributes: { hidden: true },
        },
      ],
    });
  });

  it('toasts "Unable to create form." and stays when the server refuses', async () => {
    serve([answer(CreateFormTemplateDocument).failing('Division not found.')]);
    const { router } = renderPage();
    await chooseDivision();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Unable to create form.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/forms/create');
  });
});
