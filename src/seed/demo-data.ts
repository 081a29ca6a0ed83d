import type { EntityManager } from 'typeorm';
import { Account } from '../accounts/account.entity.js';
import { Branch } from '../accounts/branch.entity.js';
import { Division } from '../accounts/division.entity.js';
import { Occupation } from '../accounts/occupation.entity.js';
import type { FileStorage } from '../files/file-storage.js';
import { MOBILE_PERMISSIONS, SUPER_ADMIN, WEB_PERMISSIONS, type Permission } from '../common/auth/permissions.js';
import { hashPassword } from '../auth/password.js';
import { User, type AuthMethod } from '../users/user.entity.js';
import { loadDemoAssets } from './demo-assets.js';
import { loadDemoBilling } from './demo-billing.js';
import { loadDemoForms } from './demo-forms-seed.js';
import { loadDemoJobs } from './demo-jobs.js';
import { loadDemoPriceBook } from './demo-pricebook.js';
import { loadDemoSubmissions } from './demo-submissions.js';
import { inTransaction } from '../database/transactions.js';

export const DEMO_ACCOUNT_NAME = 'Summit Crane & Rigging';
export const DEMO_PASSWORD = 'Groundcrew!2026';
export const DEMO_REFUSED_IN_PRODUCTION =
  'The demo data is never loaded when NODE_ENV=production: its passwords are published.';

const MOBILE = MOBILE_PERMISSIONS;
const ALL_WEB = WEB_PERMISSIONS;

interface DemoUser {
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  authMethod: AuthMethod;
  permissions: Permission[];
  occupations: string[];
  branches: string[];
}

/** One user per role; the README lists them with the page each lands on. */
export const DEMO_USERS: DemoUser[] = [
  {
    role: 'super admin',
    email: 'superadmin@groundcrew.app',
    firstName: 'Sam',
    lastName: 'Carter',
    phone: '+13035550100',
    authMethod: 'web',
    permissions: [SUPER_ADMIN, ...ALL_WEB, ...MOBILE],
    occupations: [],
    branches: ['Denver'],
  },
  {
    role: 'office admin',
    email: 'office@summitcrane.com',
    firstName: 'Olivia',
    lastName: 'Grant',
    phone: '+13035550101',
    authMethod: 'both',
    permissions: [...ALL_WEB, ...MOBILE, 'mobile:provisioning', 'mobileassets:user'],
    occupations: [],
    branches: ['Denver', 'Salt Lake City', 'Phoenix'],
  },
  {
    role: 'dispatcher',
    email: 'dispatcher@summitcrane.com',
    firstName: 'Dan',
    lastName: 'Reyes',
    phone: '+13035550102',
    authMethod: 'both',
    permissions: ['web:schedule', ...MOBILE],
    occupations: ['foreman'],
    branches: ['Denver', 'Salt Lake City'],
  },
  {
    role: 'sales',
    email: 'sales@summitcrane.com',
    firstName: 'Sofia',
    lastName: 'Patel',
    phone: '+13035550103',
    authMethod: 'web',
    permissions: ['web:quoting', 'web:invoice'],
    occupations: [],
    branches: ['Denver', 'Phoenix'],
  },
  {
    role: 'forms admin',
    email: 'forms@summitcrane.com',
    firstName: 'Frank',
    lastName: 'Miller',
    phone: '+13035550104',
    authMethod: 'web',
    permissions: ['timecard:admin', ...MOBILE],
    occupations: [],
    branches: ['Denver'],
  },
  {
    role: 'field user (mobile only)',
    email: 'field@summitcrane.com',
    firstName: 'Luis',
    lastName: 'Ortega',
    phone: '+13035550105',
    authMethod: 'both',
    permissions: [...MOBILE],
    occupations: ['crane operator', 'rigger'],
    branches: ['Denver'],
  },
];

type CrewMember = [firstName: string, lastName: string, phone: string, occupations: string[]];

/** Each branch's field crew: mobile-only users without e-mail or password, who sign in on the phone app. */
export const DEMO_CREW: Record<string, CrewMember[]> = {
  Denver: [
    ['Jake', 'Hollister', '+13035550111', ['foreman']],
    ['Marcus', 'Bell', '+13035550112', ['crane operator']],
    ['Tanya', 'Brooks', '+13035550113', ['rigger', 'signal person']],
    ['Wes', 'Dalton', '+13035550114', ['driver']],
    ['Ray', 'Nguyen', '+13035550115', ['mechanic']],
  ],
  'Salt Lake City': [
    ['Brent', 'Larsen', '+18015550121', ['foreman', 'crane operator']],
    ['Kayla', 'Jensen', '+18015550122', ['crane operator']],
    ['Tyler', 'Christensen', '+18015550123', ['rigger']],
    ['Derek', 'Olsen', '+18015550124', ['signal person']],
    ['Cody', 'Sorensen', '+18015550125', ['driver', 'mechanic']],
  ],
  Phoenix: [
    ['Hector', 'Alvarez', '+16025550131', ['foreman', 'rigger']],
    ['Jolene', 'Whitehorse', '+16025550132', ['crane operator']],
    ['Manny', 'Castillo', '+16025550133', ['rigger', 'signal person']],
    ['Dale', 'Foster', '+16025550134', ['driver']],
    ['Rosa', 'Medina', '+16025550135', ['mechanic']],
  ],
};

const DIVISIONS = ['Crane Services', 'Rigging & Heavy Haul'];
const BRANCHES = [
  {
    name: 'Denver',
    division: 'Crane Services',
    address: '4800 Brighton Blvd',
    city: 'Denver',
    state: 'CO',
    postalCode: '80216',
    phoneNumber: '(303) 555-0110',
  },
  {
    name: 'Salt Lake City',
    division: 'Crane Services',
    address: '1950 W 2100 S',
    city: 'Salt Lake City',
    state: 'UT',
    postalCode: '84119',
    phoneNumber: '(801) 555-0120',
  },
  {
    name: 'Phoenix',
    division: 'Rigging & Heavy Haul',
    address: '2702 S 43rd Ave',
    city: 'Phoenix',
    state: 'AZ',
    postalCode: '85009',
    phoneNumber: '(602) 555-0130',
  },
];
const OCCUPATIONS = ['crane operator', 'rigger', 'signal person', 'driver', 'mechanic', 'foreman'];

export async function hasDemoAccount(manager: EntityManager): Promise<boolean> {
  return manager.existsBy(Account, { name: DEMO_ACCOUNT_NAME });
}

/**
 * Loads the demo account with its divisions, branches, occupations, price book, assets, one user per role,
 * each branch's crew, jobs, form templates, submissions, quotes and invoices, in one transaction. The files of asset images and documents and of job documents are
 * written to `storage` inside it: a failed load leaves at most unreferenced files, and loading again starts afresh.
 */
export async function loadDemoData(manager: EntityManager, storage: FileStorage): Promise<void> {
  await inTransaction(manager, async (tx) => {
    const account = await tx.save(tx.create(Account, { name: DEMO_ACCOUNT_NAME }));
    const accountId = account.id;
    const divisions = new Map<string, Division>();
    for (const divisionName of DIVISIONS) {
      divisions.set(divisionName, await tx.save(tx.create(Division, { accountId, divisionName })));
    }
    const branches = new Map<string, Branch>();
    for (const { division, ...branch } of BRANCHES) {
      const slug = branch.name.toLowerCase().replace(/\s+/g, '');
      const row = tx.create(Branch, {
        ...branch,
        accountId,
        divisionId: divisions.get(division)!.id,
        email: `${slug}@summitcrane.com`,
      });
      branches.set(branch.name, await tx.save(row));
    }
    await tx.save(OCCUPATIONS.map((name) => tx.create(Occupation, { accountId, name })));
    await loadDemoPriceBook(tx, accountId, branches);
    await loadDemoAssets(tx, storage, accountId, branches);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const { role: _role, phone, branches: branchNames, ...user } of DEMO_USERS) {
      const userBranches = branchNames.map((name) => branches.get(name)!);
      const divisionIds = [...new Set(userBranches.map((branch) => branch.divisionId!))];
      await tx.save(
        tx.create(User, {
          ...user,
          accountId,
          phoneNumber: phone,
          branchIds: userBranches.map((branch) => branch.id),
          divisionIds,
          passwordHash,
        }),
      );
    }
    for (const [branchName, crew] of Object.entries(DEMO_CREW)) {
      const branch = branches.get(branchName)!;
      for (const [firstName, lastName, phoneNumber, occupations] of crew) {
        await tx.save(
          tx.create(User, {
            accountId,
            firstName,
            lastName,
            email: null,
            phoneNumber,
            authMethod: 'mobile',
            permissions: [...MOBILE],
            occupations,
            branchIds: [branch.id],
            divisionIds: [branch.divisionId!],
          }),
        );
      }
    }
    await loadDemoJobs(tx, storage, accountId);
    await loadDemoForms(tx, accountId);
    await loadDemoSubmissions(tx, accountId);
    await loadDemoBilling(tx, accountId);
  });
}

/**
 * Adds what a demo account loaded by an older version lacks: the demo jobs (when it has no job), the demo forms
 * (when it has no form template), the demo submissions (when it has no submission) and the demo quotes and invoices
 * (when it has no quote). Answers what it added, e.g. `['jobs', 'forms', 'submissions', 'billing']`.
 */
export async function addMissingDemoParts(manager: EntityManager, storage: FileStorage): Promise<string[]> {
  const account = await manager.findOneBy(Account, { name: DEMO_ACCOUNT_NAME });
  if (!account) return [];
  return inTransaction(manager, async (tx) => {
    const added: string[] = [];
    if (await loadDemoJobs(tx, storage, account.id)) added.push('jobs');
    if (await loadDemoForms(tx, account.id)) added.push('forms');
    if (await loadDemoSubmissions(tx, account.id)) added.push('submissions');
    if (await loadDemoBilling(tx, account.id)) added.push('billing');
    return added;
  });
}
