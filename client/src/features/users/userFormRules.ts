import { z } from 'zod';
import type { Option } from '../../ui/Select';
import {
  PERMISSION_TOGGLES,
  permissionsFromToggles,
  togglesFromPermissions,
  untoggledPermissions,
  type ToggleName,
  type Toggles,
} from './permissionToggles';
import type { AuthMethod, User, UserPayload } from './users';
import { WEB_ACCESS_PERMISSION } from './userType';
import type { UserAdminVariant } from './variant';

/** Authentication methods with their ids of spec 1 §9. */
export const AUTH_METHODS: readonly (Option & { method: AuthMethod })[] = [
  { id: '1', value: 'Mobile', method: 'mobile' },
  { id: '2', value: 'Web', method: 'web' },
  { id: '3', value: 'Mobile & Web', method: 'both' },
];

/** Spec 1 §4: with Web Access on, only Web and Mobile & Web may be chosen. */
export const authMethodOptions = (webAccess: boolean): Option[] =>
  AUTH_METHODS.filter(({ method }) => !webAccess || method !== 'mobile').map(({ id, value }) => ({ id, value }));

export const methodOf = (option: Option | null) => AUTH_METHODS.find(({ id }) => id === option?.id)?.method;
const needsPhone = (method?: AuthMethod) => method === 'mobile' || method === 'both';
const needsEmail = (method?: AuthMethod) => method === 'web' || method === 'both';

export interface UserFormValues {
  accountId: string;
  firstName: string;
  lastName: string;
  divisions: Option[];
  branches: Option[];
  occupations: Option[];
  webAccess: boolean;
  toggles: Toggles;
  /** Permissions no toggle stands for (spec 1 §6), such as mobile:vtrackers. */
  otherPermissions: string[];
  authMethod: Option | null;
  email: string;
  cellPhone: string;
  disabled: boolean;
  veteran: boolean;
}

export const REQUIRED = 'Required';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** Admin variant: plus, a digit 1-9, then 9 to 14 digits (spec 1 §5). */
const ADMIN_PHONE_PATTERN = /^\+[1-9]\d{9,14}$/;
/** Account variant: ten digits; separators are allowed while typing. */
const phoneDigits = (phone: string) => phone.replace(/[\s().-]/g, '');

/** The validation messages of spec 1 §5 per variant. */
const MESSAGES = {
  account: { firstName: REQUIRED, lastName: REQUIRED, branches: REQUIRED },
  admin: {
    firstName: 'Please provide a First Name.',
    lastName: 'Please provide a Last Name.',
    branches: 'Please provide a Branch',
  },
};

const option = z.object({ id: z.string(), value: z.string() });
const toggles = z.object(
  Object.fromEntries(PERMISSION_TOGGLES.map((toggle) => [toggle.name, z.boolean()])) as Record<
    ToggleName,
    z.ZodBoolean
  >,
);
const filled = (message: string) => z.string().refine((value) => value.trim() !== '', message);

export function userFormSchema(variant: UserAdminVariant) {
  const messages = MESSAGES[variant];
  return z
    .object({
      accountId: filled(REQUIRED),
      firstName: filled(messages.firstName),
      lastName: filled(messages.lastName),
      divisions: variant === 'account' ? z.array(option).min(1, REQUIRED) : z.array(option),
      branches: z.array(option).min(1, messages.branches),
      occupations: z.array(option),
      webAccess: z.boolean(),
      toggles,
      otherPermissions: z.array(z.string()),
      authMethod: option.nullable().refine((value) => value !== null, REQUIRED),
      email: z.string(),
      cellPhone: z.string(),
      disabled: z.boolean(),
      veteran: z.boolean(),
    })
    .superRefine((values, context) => {
      const method = methodOf(values.authMethod);
      const email = values.email.trim();
      const problem = (path: 'email' | 'cellPhone', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (variant === 'admin') {
        if (needsEmail(method) && !EMAIL_PATTERN.test(email))
          problem('email', 'Valid email is required for web authentication');
        if (needsPhone(method) && !ADMIN_PHONE_PATTERN.test(values.cellPhone))
          problem('cellPhone', 'Valid phone number is required for mobile authentication. (Eg. +1##########)');
        return;
      }
      if (email && !EMAIL_PATTERN.test(email)) problem('email', 'Invalid Email');
      else if (!email && needsEmail(method)) problem('email', REQUIRED);
      const phone = phoneDigits(values.cellPhone);
      if (phone && !/^\d{10}$/.test(phone)) problem('cellPhone', 'Invalid Phone Number');
      else if (!phone && needsPhone(method)) problem('cellPhone', REQUIRED);
    });
}

/** Admin variant's phone input (spec 1 §5): typing prefixes +1, and only +1 left clears the field. */
export function prefixAdminPhone(input: string): string {
  const value = input.trim();
  if (value === '' || value === '+' || value === '+1') return '';
  return value.startsWith('+') ? value : `+1${value}`;
}

export function emptyUserForm(accountId: string): UserFormValues {
  return {
    accountId,
    firstName: '',
    lastName: '',
    divisions: [],
    branches: [],
    occupations: [],
    webAccess: false,
    toggles: togglesFromPermissions([]),
    otherPermissions: [],
    authMethod: null,
    email: '',
    cellPhone: '',
    disabled: false,
    veteran: false,
  };
}

interface Lookups {
  divisions: Option[];
  branches: Option[];
  occupations: Option[];
}

/** The options with these ids, or named by id when the lookup does not know them. */
const pick = (options: Option[], ids: string[]) =>
  ids.map((id) => options.find((option) => option.id === id) ?? { id, value: id });

export function userFormValues(user: User, variant: UserAdminVariant, lookups: Lookups): UserFormValues {
  const phone = user.phoneNumber ?? '';
  return {
    accountId: user.accountId,
    firstName: user.firstName,
    lastName: user.lastName,
    divisions: pick(lookups.divisions, user.divisionIds),
    branches: pick(lookups.branches, user.branchIds),
    // Occupations are stored by name, in any case (names are lowercased on create).
    occupations: user.occupations.map(
      (name) =>
        lookups.occupations.find((option) => option.value.toLowerCase() === name.toLowerCase()) ?? {
          id: name,
          value: name,
        },
    ),
    webAccess: user.permissions.includes(WEB_ACCESS_PERMISSION),
    toggles: togglesFromPermissions(user.permissions),
    otherPermissions: untoggledPermissions(user.permissions),
    authMethod: authMethodOptions(false).find((option) => methodOf(option) === user.authMethod) ?? null,
    email: user.email ?? '',
    // The account variant edits the ten digits after +1.
    cellPhone: variant === 'account' && /^\+1\d{10}$/.test(phone) ? phone.slice(2) : phone,
    disabled: user.disabled,
    veteran: user.veteran ?? false,
  };
}

/** The user payload of spec 1 §3. */
export function userPayload(values: UserFormValues, variant: UserAdminVariant, creating: boolean): UserPayload {
  const email = values.email.trim();
  const phone = variant === 'account' ? phoneDigits(values.cellPhone) : values.cellPhone.trim();
  const occupations = values.occupations.map((occupation) => occupation.value);
  return {
    // Validation has made sure a method is chosen.
    authMethod: methodOf(values.authMethod) ?? 'mobile',
    ...(email && { email }),
    ...(phone && { phoneNumber: variant === 'account' ? `+1${phone}` : phone }),
    metadata: {
      accountId: values.accountId,
      branchIds: values.branches.map((branch) => branch.id),
      disabled: values.disabled,
      divisionIds: values.divisions.map((division) => division.id),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      occupations: creating ? occupations.map((name) => name.toLowerCase()) : occupations,
      permissions: permissionsFromToggles(values.webAccess, values.toggles, values.otherPermissions),
      ...(variant === 'admin' && { veteran: values.veteran }),
    },
  };
}
