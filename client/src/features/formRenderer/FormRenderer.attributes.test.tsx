import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { FormRenderer, type FieldValues, type FormLookups, type FormSources, type RendererTemplate } from '.';

const cell = (id: string, type: string, attributes: Record<string, unknown> = {}) => ({
  id,
  type,
  columnStart: 1,
  columnEnd: 13,
  attributes,
});

const TEMPLATE: RendererTemplate = {
  fields: [{ id: 'plain', name: 'Plain Name', type: 'TextField', fieldType: 'TextField' }],
  layouts: {
    web: {
      fields: [
        {
          type: 'Row',
          fields: [
            cell('name', 'TextField', { title: 'Name', editTitle: 'Your Name', required: true }),
            cell('plain', 'TextField'),
            cell('hasDamage', 'Checkbox', { title: 'Damage Found' }),
            cell('damage', 'TextArea', { title: 'Damage Details', visibleIf: 'hasDamage == true' }),
            cell('allClear', 'TextField', { title: 'All Clear Note', hiddenIf: { id: 'hasDamage' } }),
            cell('secret', 'TextField', { title: 'Secret', hidden: true }),
            cell('heavy', 'TextField', { title: 'Heavy Lift Plan', visibleIf: 'weight > 20000' }),
            cell('weight', 'NumberField', { title: 'Weight', endText: 'lbs' }),
            cell('broken', 'TextField', { title: 'Broken Condition', hiddenIf: 'weight >' }),
            cell('fixed', 'TextField', { title: 'Fixed', readOnly: true }),
            cell('untitled', 'TextField', { title: 'Hidden Title', hideTitle: true }),
            cell('empty', 'TextField', { title: 'Empty', nullDash: true }),
            cell('choice', 'PickerField', { title: 'Choice' }),
            cell('crew', 'MultiUserField', { title: 'Crew', rowLimit: 1 }),
            cell('photos', 'MultiImageField', { title: 'Photos', maxImages: 2 }),
            cell('signature', 'SignatureField', { title: 'Signature' }),
          ],
        },
      ],
    },
  },
};

const PEOPLE: FormLookups['people'] = [
  { id: 'u1', firstName: 'Jordan', lastName: 'Lee', branchIds: [], divisionIds: [], occupations: [], disabled: false },
  { id: 'u2', firstName: 'Sam', lastName: 'Rivera', branchIds: [], divisionIds: [], occupations: [], disabled: false },
];

let latest: FieldValues = {};

function Controlled(props: {
  template: RendererTemplate;
  initial: FieldValues;
  readOnly?: boolean;
  sources?: FormSources;
  lookups?: FormLookups;
}) {
  const [values, setValues] = useState(props.initial);
  return (
    <FormRenderer
      template={props.template}
      values={values}
      onChange={(next) => {
        latest = next;
        setValues(next);
      }}
      readOnly={props.readOnly}
      localDateTime="2026-11-20T07:00"
      sources={props.sources}
      lookups={props.lookups}
    />
  );
}

function renderForm(initial: FieldValues, options: Partial<Omit<Parameters<typeof Controlled>[0], 'initial'>> = {}) {
  latest = initial;
  return render(
    <MantineProvider env="test">
      <Notifications />
      <Controlled template={options.template ?? TEMPLATE} initial={initial} {...options} />
    </MantineProvider>,
  );
}

const shown = (id: string) => screen.queryByTestId(`form-field-${id}`) !== null;

describe('hidden, hiddenIf and visibleIf', () => {
  it('hides and shows fields as the values they read change', () => {
    renderForm({});
    expect(shown('secret')).toBe(false);
    expect(shown('damage')).toBe(false);
    expect(shown('allClear')).toBe(true);
    expect(shown('heavy')).toBe(false);

    fireEvent.click(screen.getByTestId('form-field-hasDamage'));
    expect(shown('damage')).toBe(true);
    expect(shown('allClear')).toBe(false);

    fireEvent.change(screen.getByLabelText('Weight'), { target: { value: '25000' } });
    expect(shown('heavy')).toBe(true);
    fireEvent.change(screen.getByLabelText('Weight'), { target: { value: '1500' } });
    expect(shown('heavy')).toBe(false);

    fireEvent.click(screen.getByTestId('form-field-hasDamage'));
    expect(shown('damage')).toBe(false);
    expect(shown('allClear')).toBe(true);
  });

  it('never hides a field for a condition that does not parse', () => {
    renderForm({ weight: 30000 });
    expect(shown('broken')).toBe(true);
  });
});

describe('titles, required, readOnly and nullDash', () => {
  it('shows editTitle while editing and title read-only, the field name without a title, none with hideTitle', () => {
    const { unmount } = renderForm({});
    expect(screen.getByText('Your Name')).toBeInTheDocument();
    expect(screen.queryByText('Name', { selector: 'label' })).toBeNull();
    expect(screen.getByText('Plain Name')).toBeInTheDocument();
    expect(screen.queryByText('Hidden Title')).toBeNull();
    expect(screen.getByLabelText('Hidden Title')).toBeInTheDocument();
    unmount();
    renderForm({}, { readOnly: true });
    expect(within(screen.getByTestId('form-field-name')).getByText('Name')).toBeInTheDocument();
    expect(screen.queryByText('Your Name')).toBeNull();
  });

  it('marks required fields and only them', () => {
    renderForm({});
    expect(screen.getByText('Your Name').closest('label')).toHaveTextContent(/^Your Name\s*\*$/);
    expect(screen.getByText('Plain Name').closest('label')).not.toHaveTextContent('*');
  });

  it('shows a readOnly field as text in an editable form, and a dash for empty values with nullDash', () => {
    renderForm({ fixed: 'Set by the office' });
    expect(screen.getByTestId('form-field-fixed-value')).toHaveTextContent('Set by the office');
    expect(within(screen.getByTestId('form-field-fixed')).queryByRole('textbox')).toBeNull();
    expect(screen.getByLabelText('Your Name')).toBeInTheDocument();
  });

  it('shows a dash for an empty value only with nullDash', () => {
    renderForm({}, { readOnly: true });
    expect(screen.getByTestId('form-field-empty-value')).toHaveTextContent('—');
    expect(screen.getByTestId('form-field-plain-value')).toHaveTextContent('');
  });

  it('offers "Not Listed" in a select with nothing to choose', async () => {
    renderForm({});
    fireEvent.click(screen.getByTestId('form-field-choice'));
    expect(await screen.findByText('Not Listed')).toBeInTheDocument();
  });

  it('lets a dropdown of more than 10 options scroll, at most 300 px high', async () => {
    const options = Array.from({ length: 14 }, (_, index) => `Crane ${index + 1}`).join(', ');
    const template = {
      layouts: {
        web: { fields: [{ type: 'Row', fields: [cell('crane', 'PickerField', { title: 'Crane', options })] }] },
      },
    };
    renderForm({}, { template });
    fireEvent.click(screen.getByTestId('form-field-crane'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(14);
    expect(listbox.querySelector('.mantine-ScrollArea-root')).not.toBeNull();
    expect(listbox.innerHTML).toContain('max-height: calc(18.75rem');
  });
});

describe('rowLimit and maxImages', () => {
  it('stops adding crew members at rowLimit', () => {
    const { unmount } = renderForm({}, { lookups: { people: PEOPLE } });
    expect(screen.getByTestId('form-field-crew-add')).toBeEnabled();
    unmount();
    renderForm(
      { crew: [{ userId: 'u1', userName: 'Jordan Lee', occupationId: null }] },
      { lookups: { people: PEOPLE } },
    );
    expect(screen.getByTestId('form-field-crew-add')).toBeDisabled();
  });

  const png = (name: string) =>
    new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48])], name, {
      type: 'image/png',
    });

  it('adds photos as data: URLs up to maxImages, then offers no Add Photo', async () => {
    renderForm({});
    fireEvent.change(screen.getByTestId('form-field-photos-input'), { target: { files: [png('a.png')] } });
    await waitFor(() => expect(latest.photos).toHaveLength(1));
    expect((latest.photos as string[])[0]).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('form-field-photos-add')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('form-field-photos-input'), {
      target: { files: [png('b.png'), png('c.png')] },
    });
    await waitFor(() => expect(latest.photos).toHaveLength(2));
    expect(screen.queryByTestId('form-field-photos-add')).toBeNull();
  });

  it('refuses a file that is not an image with "File Is NOT Image!"', async () => {
    renderForm({});
    const text = new File(['just text, named like a picture'], 'photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('form-field-photos-input'), { target: { files: [text] } });
    expect(await screen.findByText('File Is NOT Image!')).toBeInTheDocument();
    expect(latest.photos).toBeUndefined();
  });
});

describe('the signature', () => {
  const SIGNED = 'data:image/png;base64,c2lnbmVk';
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is drawn on the pad, stored as a PNG data: URL, and cleared', () => {
    // jsdom has no canvas drawing: a context that records strokes, and the image the browser would make.
    const stroke = jest.fn();
    const context = {
      beginPath: jest.fn(),
      moveTo: jest.fn(),
      lineTo: jest.fn(),
      stroke,
      clearRect: jest.fn(),
    } as unknown as CanvasRenderingContext2D;
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNED);

    renderForm({});
    fireEvent.click(screen.getByTestId('form-field-signature-sign'));
    const pad = screen.getByTestId('signature-pad');
    expect(screen.getByTestId('signature-pad-done')).toBeDisabled();
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 20 });
    fireEvent.pointerUp(pad);
    expect(stroke).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('signature-pad-clear'));
    expect(screen.getByTestId('signature-pad-done')).toBeDisabled();
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10 });
    fireEvent.pointerMove(pad, { clientX: 50, clientY: 30 });
    fireEvent.click(screen.getByTestId('signature-pad-done'));

    expect(latest.signature).toBe(SIGNED);
    expect(screen.getByTestId('form-field-signature-image')).toHaveAttribute('src', SIGNED);
    fireEvent.click(screen.getByTestId('form-field-signature-clear'));
    expect(latest.signature).toBeNull();
    expect(screen.queryByTestId('form-field-signature-image')).toBeNull();
  });
});

const BOUND: RendererTemplate = {
  layouts: {
    web: {
      fields: [
        {
          type: 'Row',
          fields: [
            cell('operator', 'UserField', { title: 'Operator', mapping: 'userId' }),
            cell('email', 'TextField', { title: 'Email', mapping: 'userEmail' }),
            cell('phone', 'TextField', { title: 'Phone', mapping: 'userPhone' }),
            cell('branch', 'BranchField', { title: 'Branch', mapping: 'branchId' }),
            cell('branchName', 'TextField', { title: 'Branch Name', mapping: 'branch.name', readOnly: true }),
            cell('invoiceDate', 'InvoiceDateField', { title: 'Invoice Date', mapping: 'dateOfInvoice' }),
            cell('terms', 'TextField', { title: 'Terms', mapping: 'paymentTerms' }),
            cell('dueDate', 'DueDateField', { title: 'Due Date', mapping: 'dueDate' }),
            cell('billing', 'TextArea', { title: 'Billing Address', mapping: 'billingAddress' }),
            cell('job', 'JobField', { title: 'Job' }),
            cell('jobLabel', 'TextField', {
              title: 'Job Label',
              databinding: { expression: "job.number + ' · ' + job.name", autoSelect: true },
            }),
            cell('greeting', 'TextField', {
              title: 'Greeting',
              databinding: { expression: "'Hello ' + user.name" },
            }),
          ],
        },
      ],
    },
  },
};

const SOURCES: FormSources = {
  user: { id: 'u1', name: 'Jordan Lee', email: 'jordan@example.com', phone: '+13035550100' },
  branch: { id: 'b1', name: 'Denver' },
  paymentTerms: 'Net 30',
  billingAddress: '1 Main St, Denver CO',
};

describe('mapping and databinding', () => {
  it("fills a new form's mapped fields from the page's sources, the due date from the terms", async () => {
    renderForm({}, { template: BOUND, sources: SOURCES });
    await waitFor(() => expect(latest.operator).toEqual({ userId: 'u1', userName: 'Jordan Lee', occupationId: null }));
    expect(latest).toMatchObject({
      email: 'jordan@example.com',
      phone: '+13035550100',
      branch: { id: 'b1', name: 'Denver' },
      branchName: 'Denver',
      invoiceDate: '2026-11-20',
      terms: 'Net 30',
      dueDate: '2026-12-20',
      billing: '1 Main St, Denver CO',
      greeting: 'Hello Jordan Lee',
    });
    expect(screen.getByTestId('form-field-branchName-value')).toHaveTextContent('Denver');
  });

  it('keeps the values a form already has', () => {
    const onChange = jest.fn();
    render(
      <MantineProvider env="test">
        <FormRenderer
          template={BOUND}
          values={{ email: 'office@example.com', operator: null }}
          sources={{ user: SOURCES.user }}
          onChange={onChange}
        />
      </MantineProvider>,
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toMatchObject({
      email: 'office@example.com',
      operator: null,
      phone: '+13035550100',
    });
  });

  it('fills nothing read-only', () => {
    const onChange = jest.fn();
    render(
      <MantineProvider env="test">
        <FormRenderer template={BOUND} values={{}} sources={SOURCES} onChange={onChange} readOnly />
      </MantineProvider>,
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('form-field-email-value')).toHaveTextContent('');
  });

  it('follows an autoSelect expression when the fields it reads change, and lets the user overwrite it', async () => {
    renderForm({}, { template: BOUND, lookups: { jobs: [{ id: 'j1', number: 1042, name: 'Riverside Tower' }] } });
    fireEvent.click(screen.getByTestId('form-field-job'));
    fireEvent.click(await screen.findByRole('option', { name: '1042 · Riverside Tower' }));
    expect(latest.jobLabel).toBe('1042 · Riverside Tower');
    fireEvent.change(screen.getByLabelText('Job Label'), { target: { value: 'Tower crane' } });
    expect(latest.jobLabel).toBe('Tower crane');
  });
});
