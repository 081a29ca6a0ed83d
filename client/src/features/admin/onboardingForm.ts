import { z } from 'zod';

const REQUIRED = 'Required';
const PHONE_FORMAT = 'Phone number not in correct format. Ex: ###-###-####';

const required = (message = REQUIRED) => z.string().trim().min(1, message);
/** Empty shows `missing`; anything else not an e-mail shows `invalid`. */
const email = (invalid: string, missing = invalid) => required(missing).pipe(z.email(invalid));

/** `POST /api/accounts` with the server's rules and messages (the branch ones are spec 1 §5 "Branch"). */
export const onboardingSchema = z.object({
  accountName: required('Please provide an account name.'),
  divisionName: required('Division name is required'),
  branch: z.object({
    name: required(),
    email: email('Invalid Email', REQUIRED),
    phoneNumber: z
      .string()
      .trim()
      .regex(/^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/, PHONE_FORMAT),
    address: required(),
    city: required(),
    state: required(),
    postalCode: required(),
  }),
  admin: z.object({
    firstName: required('Please provide a First Name.'),
    lastName: required('Please provide a Last Name.'),
    email: email('Valid email is required for web authentication'),
  }),
});

export type OnboardingValues = z.infer<typeof onboardingSchema>;
export type OnboardingField =
  | 'accountName'
  | 'divisionName'
  | `branch.${keyof OnboardingValues['branch']}`
  | `admin.${keyof OnboardingValues['admin']}`;

export const EMPTY_ONBOARDING: OnboardingValues = {
  accountName: '',
  divisionName: '',
  branch: { name: '', email: '', phoneNumber: '', address: '', city: '', state: '', postalCode: '' },
  admin: { firstName: '', lastName: '', email: '' },
};

/** The form's sections, each field with its label. */
export const ONBOARDING_SECTIONS: { legend: string; fields: [OnboardingField, string][] }[] = [
  {
    legend: 'Company',
    fields: [
      ['accountName', 'Account Name'],
      ['divisionName', 'Division Name'],
    ],
  },
  {
    legend: 'First Branch',
    fields: [
      ['branch.name', 'Branch Name'],
      ['branch.email', 'Email'],
      ['branch.phoneNumber', 'Phone Number'],
      ['branch.address', 'Address'],
      ['branch.city', 'City'],
      ['branch.state', 'State'],
      ['branch.postalCode', 'Postal Code'],
    ],
  },
  {
    legend: 'Administrator',
    fields: [
      ['admin.firstName', 'First Name'],
      ['admin.lastName', 'Last Name'],
      ['admin.email', 'Email'],
    ],
  },
];

/** The `data-testid` of a field: "branch.postalCode" → "onboard-branch-postal-code". */
export const fieldTestId = (field: OnboardingField) =>
  `onboard-${field.replace('.', '-').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
