import { describe, expect, it, jest } from '@jest/globals';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { craneServiceInvoice, craneServiceQuote, dailyCraneTimecard, demoForms } from '@server/seed/demo-forms/index';
import {
  EditDetailsModal,
  FormRenderer,
  FormRenderErrorBoundary,
  MobilePreview,
  ReasonForChangeModal,
  sampleValues,
  type FieldValues,
  type FormLookups,
  type RendererTemplate,
} from '.';

// jsdom lacks structuredClone, which the demo builders use to hand out copies (their data is plain JSON).
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const TIMECARD = dailyCraneTimecard().template;
const QUOTE = craneServiceQuote().template;
const INVOICE = craneServiceInvoice().template;
const FORM_DATE = '2026-11-20T07:00';

const TIMECARD_VALUES: FieldValues = {
  workDate: '2026-11-20',
  job: { id: 'job-1', number: 1042, name: 'Riverside Tower' },
  customerName: '',
  branch: { id: 'branch-1', name: 'Denver' },
  crew: [
    { userId: 'u1', userName: 'Jordan Lee', occupationId: 'Crane Operator' },
    { userId: 'u2', userName: 'Sam Rivera', occupationId: 'Rigger' },
  ],
  startTime: '2026-11-20T07:00',
  stopTime: '2026-11-20T15:32',
  outMinutes: 30,
  clock: {
    clockInTimes: [{ lat: 39.7, lng: -105, dateTime: '2026-11-20T06:55' }],
    clockOutTimes: [{ lat: 39.7, lng: -105, dateTime: '2026-11-20T15:35' }],
    outTime: 30,
  },
  crane: 'Grove RT530E',
  craneHours: 6.5,
  travelHours: 1.25,
  liftType: 'Critical',
  riggingInspected: true,
  workPerformed: 'Set 12 trusses.',
};

const QUOTE_VALUES: FieldValues = {
  customerName: 'Acme Construction',
  lineItems: [
    { pricebookItemId: 'p1', name: 'Crane rental', quantity: 8, rate: 325, unit: 'hr', notes: '' },
    { pricebookItemId: 'p2', name: 'Rigging gear', quantity: 2.5, rate: 19.99, unit: 'ea', notes: '' },
  ],
  discount: 100,
  surcharge: 3,
  tax: 8.25,
};

/** The renderer with its values held as a page would hold them. */
function Controlled({
  template,
  initial,
  readOnly = false,
  lookups,
}: {
  template: RendererTemplate;
  initial: FieldValues;
  readOnly?: boolean;
  lookups?: FormLookups;
}) {
  const [values, setValues] = useState(initial);
  return (
    <FormRenderer
      template={template}
      values={values}
      onChange={setValues}
      readOnly={readOnly}
      localDateTime={FORM_DATE}
      lookups={lookups}
    />
  );
}

const renderForm = (template: RendererTemplate, values: FieldValues, readOnly = false, lookups?: FormLookups) =>
  render(
    <MantineProvider env="test">
      <Controlled template={template} initial={values} readOnly={readOnly} lookups={lookups} />
    </MantineProvider>,
  );

const field = (id: string) => screen.getByTestId(`form-field-${id}`);
const valueOf = (id: string) => screen.getByTestId(`form-field-${id}-value`).textContent;

describe('the timecard, read-only', () => {
  it('shows each value as text: dates, records, crew, times, hours from start/stop/out and the sums', () => {
    renderForm(TIMECARD, TIMECARD_VALUES, true);
    expect(valueOf('workDate')).toBe('11/20/2026');
    expect(valueOf('job')).toBe('1042 · Riverside Tower');
    expect(valueOf('branch')).toBe('Denver');
    expect(valueOf('customerName')).toBe('—'); // nullDash
    expect(within(field('crew')).getByText('Jordan Lee')).toBeInTheDocument();
    expect(within(field('crew')).getByText('Rigger')).toBeInTheDocument();
    expect(valueOf('startTime')).toBe('7:00am');
    // 7:00 to 3:32 PM is 8 h 32, rounded up to 8 h 35, less 30 min out: 8.08 h.
    expect(valueOf('hours')).toBe('8.08');
    // Clock: 6:55 to 3:35 less 30 is 8 h 10, rounded to 30 min: 8.00 h.
    expect(screen.getByTestId('form-field-clock-hours')).toHaveTextContent('8.00');
    expect(valueOf('totalHours')).toBe('16.08 hrs');
    expect(valueOf('billableHours')).toBe('7.75');
    expect(valueOf('liftType')).toBe('Critical');
    expect(field('riggingInspected')).toBeChecked();
    expect(field('riggingInspected')).toBeDisabled();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByText('Add Photo')).not.toBeInTheDocument();
  });
});

describe('the timecard, editable', () => {
  it('recomputes the hours and their sum as the stop time changes, with Next Day and the time errors', () => {
    renderForm(TIMECARD, TIMECARD_VALUES);
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(screen.getByText('Add Photo')).toBeInTheDocument();
    const stop = screen.getByTestId('form-field-stopTime-input');
    fireEvent.change(stop, { target: { value: '16:00' } });
    // 9 h less 30 min.
    expect(valueOf('hours')).toBe('8.50');
    expect(valueOf('totalHours')).toBe('16.50 hrs');

    fireEvent.click(screen.getByTestId('form-field-stopTime-next-day'));
    expect(valueOf('hours')).toBe('32.50');

    fireEvent.click(screen.getByTestId('form-field-stopTime-next-day'));
    fireEvent.change(stop, { target: { value: '06:00' } });
    expect(valueOf('hours')).toBe('0.00');
    expect(screen.getByTestId('form-field-stopTime-error')).toHaveTextContent('Invalid Stop Time');
  });

  it('adds a note under the earlier ones with the add button', () => {
    renderForm(TIMECARD, TIMECARD_VALUES);
    fireEvent.click(screen.getByTestId('form-field-workPerformed-add'));
    fireEvent.change(screen.getByTestId('form-field-workPerformed-note'), { target: { value: 'Demobilized.' } });
    fireEvent.click(screen.getByTestId('form-field-workPerformed-save-note'));
    expect(valueOf('workPerformed')).toBe('Set 12 trusses.\nDemobilized.');
  });
});

describe('the quote', () => {
  it('shows each line amount and the totals: discount, then surcharge and tax on the discounted amount', () => {
    renderForm(QUOTE, QUOTE_VALUES, true);
    expect(screen.getByTestId('form-field-lineItems-amount-0')).toHaveTextContent('$2,600.00');
    // 2.5 × $19.99 = $49.975, half-up: $49.98.
    expect(screen.getByTestId('form-field-lineItems-amount-1')).toHaveTextContent('$49.98');
    expect(screen.getByTestId('form-field-lineItems-subtotal')).toHaveTextContent('$2,649.98');
    expect(screen.getByTestId('form-field-lineItems-discount')).toHaveTextContent('-$100.00');
    expect(screen.getByTestId('form-field-lineItems-surcharge')).toHaveTextContent('$76.50');
    expect(screen.getByTestId('form-field-lineItems-tax')).toHaveTextContent('$210.37');
    expect(screen.getByTestId('form-field-lineItems-total')).toHaveTextContent('$2,836.85');
    expect(valueOf('total')).toBe('$2,836.85');
  });

  it('recomputes the amounts and totals as a quantity changes', () => {
    renderForm(QUOTE, QUOTE_VALUES);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity 1' }), { target: { value: '10' } });
    expect(screen.getByTestId('form-field-lineItems-amount-0')).toHaveTextContent('$3,250.00');
    expect(screen.getByTestId('form-field-lineItems-total')).toHaveTextContent('$3,559.98');
    expect(valueOf('total')).toBe('$3,559.98');
  });
});

const PRICEBOOK = [
  { id: 'pb-1', name: 'Crane rental, 100 t all-terrain', unit: 'hr', rate: 325 },
  { id: 'pb-2', name: 'Mobilization and travel', unit: 'ea', rate: 950 },
];

describe('Add Line Items', () => {
  it('adds the chosen pricebook items as lines of quantity 1.00 at their rate; Confirm waits for a choice', async () => {
    renderForm(QUOTE, { ...QUOTE_VALUES, lineItems: [] }, false, { pricebookItems: PRICEBOOK });
    fireEvent.click(screen.getByTestId('form-field-lineItems-add-items'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Line Items' });
    expect(within(dialog).queryByRole('tab', { name: 'Quote' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Mobilization and travel/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('textbox', { name: 'Item 1' })).toHaveValue('Mobilization and travel');
    expect(screen.getByTestId('form-field-lineItems-amount-0')).toHaveTextContent('$950.00');
    // $950 − $100, + 3 % and 8.25 %: $850 + $25.50 + $70.13.
    expect(screen.getByTestId('form-field-lineItems-total')).toHaveTextContent('$945.63');
  });

  it("offers the quote's lines on an invoice in a Quote tab", async () => {
    const quoteLineItems = [{ name: 'Rigging crew (2)', quantity: 8, rate: 145, unit: 'hr' }];
    renderForm(INVOICE, { invoiceLineItems: [] }, false, { pricebookItems: PRICEBOOK, quoteLineItems });
    fireEvent.click(screen.getByTestId('form-field-invoiceLineItems-add-items'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Line Items' });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Quote' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Rigging crew/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByTestId('form-field-invoiceLineItems-amount-0')).toHaveTextContent('$1,160.00');
  });
});

describe('layouts the renderer cannot draw', () => {
  it('throws for an error boundary to catch', () => {
    const broken = { layouts: { web: { fields: [{ type: 'Row', fields: 'not a list' }] } } };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider env="test">
        <FormRenderErrorBoundary fallback={(error) => <p>Caught: {error.message}</p>}>
          <FormRenderer template={broken} values={{}} />
        </FormRenderErrorBoundary>
      </MantineProvider>,
    );
    spy.mockRestore();
    expect(screen.getByText('Caught: Row 0: fields must be a list')).toBeInTheDocument();
  });
});

describe('the mobile-style preview', () => {
  it('draws the iOS layout with banners and fixed sample values, the hidden Form Description left out', () => {
    render(
      <MantineProvider env="test">
        <MobilePreview template={TIMECARD} platform="ios" />
      </MantineProvider>,
    );
    const preview = screen.getByTestId('mobile-preview');
    expect(within(preview).getAllByText('Jordan Lee').length).toBeGreaterThan(0);
    expect(within(preview).getByTestId('mobile-field-workDate-value')).toHaveTextContent('11/20/2026');
    expect(within(preview).queryByTestId('mobile-field-formDescription-value')).not.toBeInTheDocument();
  });
});

describe('every demo template', () => {
  it.each(demoForms().map((form) => [form.template.name, form.template] as const))(
    '%s: draws its web layout read-only and editable, and its iOS and Android layouts, with no unknown widget',
    (_name, template) => {
      const { values, localDateTime } = sampleValues(template);
      for (const readOnly of [true, false]) {
        const { unmount } = render(
          <MantineProvider env="test">
            <FormRenderer template={template} values={values} readOnly={readOnly} localDateTime={localDateTime} />
            <MobilePreview template={template} platform="ios" />
            <MobilePreview template={template} platform="android" />
          </MantineProvider>,
        );
        expect(screen.queryByText(/Unknown field type/)).not.toBeInTheDocument();
        const drawn = screen.getByTestId('form-renderer').querySelectorAll('[data-testid^="form-field-"]');
        expect(drawn.length).toBeGreaterThan(5);
        unmount();
      }
    },
  );
});

describe('Reason for Change and Edit Details', () => {
  it('needs a reason before Confirm, in the words of the spec', async () => {
    const confirmed: string[] = [];
    render(
      <MantineProvider env="test">
        <ReasonForChangeModal opened onClose={() => undefined} onConfirm={(reason) => confirmed.push(reason)} />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reason for Change' });
    expect(
      within(dialog).getByText(
        'A description is required for edits - this description will be visible to users who have access to this submitted form.',
      ),
    ).toBeInTheDocument();
    const reason = within(dialog).getByPlaceholderText('Add a description of the changes made...');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    fireEvent.change(reason, { target: { value: ' Stop time corrected by the operator. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(confirmed).toEqual(['Stop time corrected by the operator.']);
  });

  it('lists each changed field with its original and revised value, derived values included', async () => {
    const revised = { ...TIMECARD_VALUES, stopTime: '2026-11-20T16:00', crane: 'Tadano GR-600XL' };
    render(
      <MantineProvider env="test">
        <EditDetailsModal
          opened
          template={TIMECARD}
          original={TIMECARD_VALUES}
          revised={revised}
          localDateTime={FORM_DATE}
          onClose={() => undefined}
        />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Details' });
    const row = (id: string) => within(dialog).getByTestId(`edit-details-${id}`);
    expect(row('stopTime')).toHaveTextContent('Stop Time3:32pm4:00pm');
    expect(row('hours')).toHaveTextContent('Hours8.088.50');
    expect(row('crane')).toHaveTextContent('CraneGrove RT530ETadano GR-600XL');
    expect(within(dialog).queryByTestId('edit-details-workDate')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
  });
});
