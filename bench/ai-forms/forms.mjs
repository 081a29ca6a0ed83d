// The labelled forms of the AI form builder's quality benchmark (bench/ai-forms/make-dataset.mjs draws them).
// Each form is a list of elements; `expected()` gives its data model: the title names the form and is no field.
//
// Elements: heading, note (instructions, no field), row (fields side by side: label + underline or text widget),
// area (label + big box), photo (label + big box), checks (checkboxes, two columns), radio (label + options),
// select (fillable forms: a drop-down), table (a Qty/Rate/Amount grid, named by the heading above it).

const field = (label, type) => ({ label, type });
const radios = (options, ...labels) => labels.map((label) => ({ kind: 'radio', label, options }));
const OK_DEFECT = ['OK', 'Defect', 'N/A'];
const YES_NO = ['Yes', 'No'];

export const FORMS = [
  {
    slug: 'daily-crane-inspection',
    format: 'flat',
    title: 'Daily Crane Inspection',
    elements: [
      { kind: 'row', fields: [field('Date', 'Date'), field('Crane Unit #', 'NumberField')] },
      { kind: 'row', fields: [field('Operator', 'UserField'), field('Branch', 'Branch')] },
      { kind: 'row', fields: [field('Hour Meter Reading', 'NumberField'), field('Job Site', 'TextField')] },
      { kind: 'heading', text: 'Pre-Start Checks' },
      { kind: 'note', text: 'Inspect each item before the first lift of the shift and mark the result.' },
      ...radios(
        OK_DEFECT,
        'Wire Rope',
        'Hook and Latch',
        'Load Moment Indicator',
        'Outriggers and Pads',
        'Brakes and Clutches',
        'Hydraulic Leaks',
        'Fire Extinguisher',
      ),
      { kind: 'heading', text: 'Remarks' },
      { kind: 'area', label: 'Defects Found', type: 'TextArea' },
      { kind: 'row', fields: [field('Operator Signature', 'Signature')] },
    ],
  },
  {
    slug: 'rigging-gear-inspection',
    format: 'fillable',
    title: 'Rigging Gear Inspection',
    elements: [
      { kind: 'row', fields: [field('Inspection Date', 'Date'), field('Inspector', 'UserField')] },
      { kind: 'row', fields: [field('Job Number', 'NumberField'), field('Location', 'TextField')] },
      { kind: 'select', label: 'Gear Type', options: ['Wire Rope Sling', 'Synthetic Sling', 'Chain Sling', 'Shackle'] },
      { kind: 'heading', text: 'Condition' },
      {
        kind: 'checks',
        labels: [
          'ID Tag Legible',
          'No Broken Wires',
          'No Kinks or Crushing',
          'Hooks Not Stretched',
          'Shackle Pins Secure',
          'No Heat Damage',
        ],
      },
      { kind: 'radio', label: 'Result', options: ['Pass', 'Fail'] },
      { kind: 'area', label: 'Notes', type: 'TextArea' },
      { kind: 'row', fields: [field('Inspector Signature', 'Signature')] },
    ],
  },
  {
    slug: 'timecard',
    format: 'fillable',
    title: 'Field Timecard',
    elements: [
      { kind: 'row', fields: [field('Employee Name', 'UserField'), field('Week Ending', 'Date')] },
      { kind: 'row', fields: [field('Division', 'Division'), field('Job Number', 'NumberField')] },
      { kind: 'heading', text: 'Hours Worked' },
      { kind: 'row', fields: [field('Start Time', 'TimeField'), field('End Time', 'TimeField')] },
      { kind: 'row', fields: [field('Lunch Minutes', 'NumberField'), field('Total Hours', 'NumberField')] },
      { kind: 'row', fields: [field('Equipment Used', 'TextField')] },
      { kind: 'checks', labels: ['Per Diem', 'Travel Time'] },
      { kind: 'area', label: 'Work Description', type: 'TextArea' },
      { kind: 'row', fields: [field('Employee Signature', 'Signature'), field('Foreman Signature', 'Signature')] },
    ],
  },
  {
    slug: 'weekly-timesheet',
    format: 'flat',
    title: 'WEEKLY TIMESHEET',
    elements: [
      { kind: 'row', fields: [field('Employee', 'UserField'), field('Week Of', 'Date')] },
      { kind: 'row', fields: [field('Branch', 'Branch'), field('Division', 'Division')] },
      { kind: 'heading', text: 'HOURS BY DAY' },
      { kind: 'row', fields: [field('Monday Hours', 'NumberField'), field('Tuesday Hours', 'NumberField')] },
      { kind: 'row', fields: [field('Wednesday Hours', 'NumberField'), field('Thursday Hours', 'NumberField')] },
      { kind: 'row', fields: [field('Friday Hours', 'NumberField'), field('Saturday Hours', 'NumberField')] },
      { kind: 'row', fields: [field('Overtime Hours', 'NumberField'), field('Per Diem Days', 'NumberField')] },
      { kind: 'note', text: 'I certify that the hours above are true and correct.' },
      { kind: 'row', fields: [field('Employee Signature', 'Signature'), field('Supervisor Signature', 'Signature')] },
    ],
  },
  {
    slug: 'job-safety-analysis',
    format: 'scan',
    title: 'Job Safety Analysis',
    elements: [
      { kind: 'row', fields: [field('Job Name', 'TextField'), field('Date', 'Date')] },
      { kind: 'row', fields: [field('Location', 'TextField'), field('Foreman', 'UserField')] },
      { kind: 'heading', text: 'Hazards Identified' },
      {
        kind: 'checks',
        labels: [
          'Overhead Power Lines',
          'Suspended Loads',
          'Pinch Points',
          'Slips Trips and Falls',
          'Heavy Lifting',
          'Traffic',
        ],
      },
      { kind: 'heading', text: 'Controls' },
      { kind: 'area', label: 'Control Measures', type: 'TextArea' },
      ...radios(YES_NO, 'Permit Required', 'Spotter Assigned'),
      { kind: 'row', fields: [field('Foreman Signature', 'Signature')] },
    ],
  },
  {
    slug: 'toolbox-talk-sign-in',
    format: 'photo',
    title: 'Toolbox Talk Sign-In',
    elements: [
      { kind: 'row', fields: [field('Topic', 'TextField'), field('Date', 'Date')] },
      { kind: 'row', fields: [field('Start Time', 'TimeField'), field('Foreman', 'UserField')] },
      { kind: 'area', label: 'Discussion Notes', type: 'TextArea' },
      { kind: 'heading', text: 'Attendees' },
      { kind: 'row', fields: [field('Name of Worker', 'UserField'), field('Worker Signature', 'Signature')] },
      { kind: 'row', fields: [field('Number of Attendees', 'NumberField')] },
    ],
  },
  {
    slug: 'incident-report',
    format: 'flat',
    title: 'Incident Report',
    elements: [
      { kind: 'row', fields: [field('Date of Incident', 'Date'), field('Time of Incident', 'TimeField')] },
      { kind: 'row', fields: [field('Location', 'TextField'), field('Division', 'Division')] },
      { kind: 'row', fields: [field('Employee Involved', 'UserField')] },
      ...radios(YES_NO, 'Injury', 'Property Damage'),
      { kind: 'area', label: 'Description of Incident', type: 'TextArea' },
      { kind: 'row', fields: [field('Witnesses', 'TextField')] },
      { kind: 'photo', label: 'Photo of Scene', type: 'Photo' },
      { kind: 'area', label: 'Corrective Action', type: 'TextArea' },
      { kind: 'row', fields: [field('Supervisor Signature', 'Signature'), field('Date Reported', 'Date')] },
    ],
  },
  {
    slug: 'crane-service-quote',
    format: 'flat',
    title: 'Crane Service Quote',
    elements: [
      { kind: 'row', fields: [field('Customer Name', 'TextField'), field('Quote Date', 'Date')] },
      { kind: 'row', fields: [field('Job Site Address', 'TextField'), field('Branch', 'Branch')] },
      { kind: 'table', label: 'Line Items', headers: ['Description', 'Qty', 'Rate', 'Amount'] },
      { kind: 'row', fields: [field('Subtotal', 'NumberField'), field('Sales Tax', 'NumberField')] },
      { kind: 'area', label: 'Terms and Conditions', type: 'TextArea' },
      { kind: 'row', fields: [field('Customer Signature', 'Signature'), field('Date Accepted', 'Date')] },
    ],
  },
  {
    slug: 'delivery-ticket',
    format: 'scan',
    title: 'Delivery Ticket',
    elements: [
      { kind: 'row', fields: [field('Ticket Number', 'NumberField'), field('Delivery Date', 'Date')] },
      { kind: 'row', fields: [field('Driver', 'UserField'), field('Customer', 'TextField')] },
      { kind: 'row', fields: [field('Delivery Address', 'TextField')] },
      { kind: 'table', label: 'Items Delivered', headers: ['Description', 'Quantity', 'Price', 'Total'] },
      { kind: 'row', fields: [field('Received By', 'TextField'), field('Time Delivered', 'TimeField')] },
      { kind: 'row', fields: [field('Receiver Signature', 'Signature')] },
    ],
  },
  {
    slug: 'equipment-rental-agreement',
    format: 'fillable',
    title: 'Equipment Rental Agreement',
    elements: [
      { kind: 'row', fields: [field('Customer', 'TextField'), field('Branch', 'Branch')] },
      { kind: 'row', fields: [field('Rental Start Date', 'Date'), field('Rental End Date', 'Date')] },
      { kind: 'area', label: 'Equipment Description', type: 'TextArea' },
      { kind: 'row', fields: [field('Daily Rate', 'NumberField'), field('Number of Days', 'NumberField')] },
      { kind: 'checks', labels: ['Delivery Required', 'Insurance Certificate on File'] },
      { kind: 'radio', label: 'Payment Method', options: ['Account', 'Card', 'Cheque'] },
      { kind: 'row', fields: [field('Customer Signature', 'Signature'), field('Date Signed', 'Date')] },
    ],
  },
  {
    slug: 'aerial-lift-pre-use-checklist',
    format: 'photo',
    title: 'Aerial Lift Pre-Use Checklist',
    elements: [
      { kind: 'row', fields: [field('Date', 'Date'), field('Machine Number', 'NumberField')] },
      { kind: 'row', fields: [field('Operator', 'UserField'), field('Hour Meter', 'NumberField')] },
      { kind: 'heading', text: 'Checklist' },
      ...radios(
        YES_NO,
        'Guardrails Secure',
        'Platform Controls Work',
        'Emergency Lowering Works',
        'Tires and Wheels',
        'Horn and Alarms',
      ),
      { kind: 'area', label: 'Comments', type: 'TextArea' },
      { kind: 'row', fields: [field('Operator Signature', 'Signature')] },
    ],
  },
  {
    slug: 'field-work-order',
    format: 'flat',
    title: 'Field Work Order',
    elements: [
      { kind: 'row', fields: [field('Work Order #', 'NumberField'), field('Date', 'Date')] },
      { kind: 'row', fields: [field('Customer', 'TextField'), field('Division', 'Division')] },
      { kind: 'row', fields: [field('Site Address', 'TextField')] },
      { kind: 'row', fields: [field('Technician', 'UserField'), field('Arrival Time', 'TimeField')] },
      { kind: 'area', label: 'Work Performed', type: 'TextArea' },
      { kind: 'table', label: 'Materials', headers: ['Description', 'Qty', 'Rate', 'Amount'] },
      { kind: 'photo', label: 'Photos', type: 'Photo' },
      { kind: 'row', fields: [field('Customer Signature', 'Signature')] },
    ],
  },
  {
    slug: 'critical-lift-plan',
    format: 'scan',
    title: 'Critical Lift Plan',
    elements: [
      { kind: 'row', fields: [field('Lift Date', 'Date'), field('Crane Operator', 'UserField')] },
      { kind: 'row', fields: [field('Load Weight', 'NumberField'), field('Radius', 'NumberField')] },
      { kind: 'row', fields: [field('Rigging Weight', 'NumberField'), field('Percent of Capacity', 'NumberField')] },
      { kind: 'heading', text: 'Site Conditions' },
      {
        kind: 'checks',
        labels: ['Ground Bearing Checked', 'Power Lines Clear', 'Exclusion Zone Set', 'Wind Below Limit'],
      },
      { kind: 'area', label: 'Lift Sequence', type: 'TextArea' },
      { kind: 'row', fields: [field('Lift Supervisor Signature', 'Signature')] },
    ],
  },
  {
    slug: 'vehicle-inspection-photo',
    format: 'photo',
    title: 'Daily Vehicle Inspection',
    elements: [
      { kind: 'row', fields: [field('Date', 'Date'), field('Truck Number', 'NumberField')] },
      { kind: 'row', fields: [field('Driver', 'UserField'), field('Odometer', 'NumberField')] },
      {
        kind: 'checks',
        labels: ['Lights', 'Brakes', 'Tires', 'Mirrors', 'Seat Belts', 'First Aid Kit'],
      },
      { kind: 'area', label: 'Defects', type: 'TextArea' },
      { kind: 'row', fields: [field('Driver Signature', 'Signature')] },
    ],
  },
];

/** The small forms copied into test/fixtures/ai-forms/ (each format once; small files for the API tests). */
export const FIXTURE_FORM = {
  slug: 'fixture',
  title: 'Toolbox Talk',
  elements: [
    { kind: 'row', fields: [field('Date', 'Date'), field('Foreman', 'UserField')] },
    { kind: 'row', fields: [field('Start Time', 'TimeField'), field('Crew Size', 'NumberField')] },
    { kind: 'checks', labels: ['Hard Hat', 'Safety Glasses'] },
    { kind: 'row', fields: [field('Foreman Signature', 'Signature')] },
  ],
};

/** The data model a form should give: its fields in reading order (the title is the form's name). */
export function expected(form) {
  return form.elements.flatMap((element) => {
    switch (element.kind) {
      case 'heading':
        return [{ name: element.text, type: 'Heading' }];
      case 'note':
        return [];
      case 'row':
        return element.fields.map(({ label, type }) => ({ name: label, type }));
      case 'checks':
        return element.labels.map((label) => ({ name: label, type: 'Checkbox' }));
      case 'radio':
        return [{ name: element.label, type: 'Radio' }];
      case 'select':
        return [{ name: element.label, type: 'Picker' }];
      case 'table':
        return [{ name: element.label, type: 'QuoteDetails' }];
      default:
        return [{ name: element.label, type: element.type }];
    }
  });
}
