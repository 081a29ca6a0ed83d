import type { EntityManager } from 'typeorm';
import { Branch } from '../accounts/branch.entity.js';
import { Asset } from '../assets/asset.entity.js';
import { rewriteBookings } from '../jobs/task-bookings.js';
import { Color } from '../jobs/color.entity.js';
import { ComplexTask } from '../jobs/complex-task.entity.js';
import type { FileStorage } from '../files/file-storage.js';
import { ensureDefaultColors } from '../jobs/default-colors.js';
import { Job, type JobCustomer } from '../jobs/job.entity.js';
import { JobDocument } from '../jobs/job-document.entity.js';
import { addDays, BILLING_FREQUENCIES, today, type JobLocation, type JobStatus } from '../jobs/job-rules.js';
import { User } from '../users/user.entity.js';
import { spread } from './demo-assets.js';
import { BRANCH_TIMEZONES } from './demo-branches.js';
import { demoDocument, demoPdf, writeDemoFiles } from './demo-files.js';

export const DEMO_DATED_JOBS = 57;
export const DEMO_UNDATED_JOBS = 3;
/** Deliberate double bookings: the same asset on two jobs with overlapping dates. */
export const DEMO_DOUBLE_BOOKINGS = 4;
/**
 * The job billed weekly that shows billing cycles: the first long job (about three weeks, over a week ago), whose
 * closed weeks get their cycle invoices (docs/billing.md, Demo data).
 */
export const DEMO_WEEKLY_JOB_INDEX = 4;

/**
 * Documents of the jobs around today, by job index: [name, expiry in days from today or null]. Some have expired
 * (red on the documents page) and some expire within the week (yellow). Each is a one-page PDF naming its job.
 */
const DEMO_DOCUMENTS: [jobIndex: number, name: string, expiresInDays: number | null, mobile: boolean][] = [
  [19, 'Lift plan.pdf', null, true],
  [19, 'Certificate of insurance.pdf', -3, false],
  [19, 'Crane annual inspection.pdf', 4, true],
  [20, 'Rigging plan.pdf', null, true],
  [20, 'Operator certification.pdf', 0, true],
  [21, 'Site safety plan.pdf', 45, true],
  [21, 'Road closure permit.pdf', 6, false],
  [22, 'Ground bearing report.pdf', -20, false],
];

type Site = [name: string, formattedAddress: string, lat: number, lng: number];

const SITES: Record<string, Site[]> = {
  Denver: [
    ['Denver Health Medical Center', '777 Bannock St, Denver, CO 80204', 39.7274, -104.9913],
    ['Union Station', '1701 Wynkoop St, Denver, CO 80202', 39.7527, -105.0001],
    ['Ball Arena', '1000 Chopper Cir, Denver, CO 80204', 39.7487, -105.0077],
    ['Commerce City Refinery', '5801 Brighton Blvd, Commerce City, CO 80022', 39.8028, -104.9461],
    ['Denver International Airport', '8500 Pena Blvd, Denver, CO 80249', 39.8561, -104.6737],
    ['Red Rocks Amphitheatre', '18300 W Alameda Pkwy, Morrison, CO 80465', 39.6654, -105.2057],
  ],
  'Salt Lake City': [
    ['Salt Palace Convention Center', '100 S West Temple, Salt Lake City, UT 84101', 40.7664, -111.8946],
    ['University Hospital', '50 N Medical Dr, Salt Lake City, UT 84132', 40.7709, -111.8389],
    ['Magna Smelter', '12000 W 2100 S, Magna, UT 84044', 40.7216, -112.1957],
    ['Salt Lake City International Airport', '776 N Terminal Dr, Salt Lake City, UT 84122', 40.7899, -111.9791],
    ['Delta Center', '301 S Temple, Salt Lake City, UT 84101', 40.7683, -111.9011],
    ['Farmington Station', '375 Lagoon Dr, Farmington, UT 84025', 40.9856, -111.8944],
  ],
  Phoenix: [
    ['Sky Harbor Airport', '3400 E Sky Harbor Blvd, Phoenix, AZ 85034', 33.4342, -112.0116],
    ['Chase Field', '401 E Jefferson St, Phoenix, AZ 85004', 33.4455, -112.0667],
    ['North Phoenix Fab', '5088 W Innovation Cir, Phoenix, AZ 85083', 33.7537, -112.1664],
    ['Tonopah Generating Station', '5801 S Wintersburg Rd, Tonopah, AZ 85354', 33.3881, -112.8617],
    ['Tempe Campus Science Hall', '1151 S Forest Ave, Tempe, AZ 85281', 33.4242, -111.9281],
    ['Chandler Data Center', '4500 S Dobson Rd, Chandler, AZ 85248', 33.242, -111.876],
  ],
};

type Customer = [name: string, type: string, contactName: string, email: string, phone: string, siteContact: string];

/** Each branch's regular customers. */
const CUSTOMERS: Record<string, Customer[]> = {
  Denver: [
    ['Ridgeline Builders', 'General Contractor', 'Megan Holt', 'mholt@ridgelinebuilders.com', '3035550182', 'Cal Vega'],
    ['Front Range Mechanical', 'Mechanical', 'Trevor Banks', 'tbanks@frmech.com', '7205550147', 'Ike Moreno'],
    ['Peak Health Systems', 'Owner', 'Dana Wells', 'dwells@peakhealth.org', '3035550136', 'Omar Haddad'],
    ['Mile High Developments', 'Developer', 'Chris Lang', 'clang@milehighdev.com', '7205550103', 'Eva Stone'],
  ],
  'Salt Lake City': [
    ['Wasatch General', 'General Contractor', 'Heidi Sorenson', 'heidi@wasatchgc.com', '8015550163', 'Nate Fisher'],
    ['Great Basin Energy', 'Utility', 'Rob Kimball', 'rkimball@gbenergy.com', '3855550119', 'Jill Park'],
    ['Bonneville Steel', 'Steel', 'Amos Young', 'ayoung@bonnevillesteel.com', '8015550177', 'Reid Call'],
    ['Beehive Medical Partners', 'Owner', 'Tara Nielsen', 'tnielsen@beehivemed.org', '3855550140', 'Sam Okafor'],
  ],
  Phoenix: [
    [
      'Copper State Contractors',
      'General Contractor',
      'Lena Ortiz',
      'lortiz@copperstate.com',
      '6025550174',
      'Abe Cruz',
    ],
    ['Sonoran Solar', 'Renewables', 'Dev Kapoor', 'dev@sonoransolar.com', '4805550128', 'Kim Tran'],
    ['Mesa Steel Erectors', 'Steel', 'Gus Romero', 'gus@mesasteel.com', '4805550191', 'Ty Benson'],
    ['Cascade Data Centers', 'Owner', 'Priya Shah', 'pshah@cascadedc.com', '6025550158', 'Luke Adler'],
  ],
};

const KINDS: [kind: string, taskType: string][] = [
  ['Rooftop HVAC lift', 'Lift'],
  ['Steel erection', 'Erection'],
  ['Precast panel set', 'Set'],
  ['Generator swap', 'Lift'],
  ['Transformer delivery', 'Heavy Haul'],
  ['Tower crane assembly', 'Assembly'],
  ['Chiller replacement', 'Lift'],
  ['Machinery relocation', 'Rigging'],
  ['Tank placement', 'Set'],
  ['Curtain wall glass lift', 'Lift'],
  ['Solar array install', 'Install'],
  ['Bridge girder set', 'Set'],
];

const SHIFTS: [start: string, end: string][] = [
  ['06:00', '14:30'],
  ['07:00', '15:30'],
  ['05:30', '13:00'],
  ['08:00', '16:30'],
];

const COLOR_NAMES = ['Blue', 'Orange', 'Green', 'Red', 'Teal', 'Violet', null, 'Indigo', 'Pink', 'Yellow'];

const isCrane = (asset: Asset): boolean => /Crane/.test(asset.details.assetType);
const isSupport = (asset: Asset): boolean =>
  /Sling|Spreader|Lift Beam|Trailer|Semi Tractor|Telehandler|Forklift/.test(asset.details.assetType);

interface Plan {
  job: Job;
  tasks: ComplexTask[];
  branch: string;
}

/** Which asset holds which days, to hand out assets without double booking except where meant. */
class Calendar {
  private readonly held = new Map<string, { jobIndex: number; start: string; end: string }[]>();

  isFree(assetId: string, start: string, end: string, except = -1): boolean {
    return (this.held.get(assetId) ?? []).every(
      (hold) => hold.jobIndex === except || hold.end < start || hold.start > end,
    );
  }

  hold(assetId: string, jobIndex: number, start: string, end: string): void {
    this.held.set(assetId, [...(this.held.get(assetId) ?? []), { jobIndex, start, end }]);
  }
}

/**
 * Adds the demo jobs to an account that has none: 57 over the past month and the next two months (mostly complex,
 * every eighth a simple one), three without dates, crew and assets of their branch, colours, exactly four
 * deliberate double bookings, and a few documents with near and past expiries. Answers whether it added them.
 */
export async function loadDemoJobs(
  tx: EntityManager,
  storage: FileStorage,
  accountId: string,
  now = new Date(),
): Promise<boolean> {
  if (await tx.existsBy(Job, { accountId })) return false;
  await ensureDefaultColors(tx, accountId);
  const branches = await tx.find(Branch, { where: { accountId }, order: { name: 'ASC' } });
  const users = await tx.find(User, { where: { accountId }, order: { phoneNumber: 'ASC' } });
  const assets = await tx.find(Asset, { where: { accountId }, order: { assetName: 'ASC' } });
  const colors = await tx.find(Color, { where: { accountId } });
  const colorId = (name: string | null) => colors.find((color) => color.name === name)?.id ?? null;
  const crewOf = (branch: Branch) => users.filter((u) => u.authMethod === 'mobile' && u.branchIds.includes(branch.id));
  const office = users.filter((user) => user.permissions.includes('web:schedule'));
  const sales = users.filter((user) => user.permissions.includes('web:quoting'));
  const first = today(now);
  const calendar = new Calendar();
  const plans: Plan[] = [];

  for (let index = 0; index < DEMO_DATED_JOBS + DEMO_UNDATED_JOBS; index += 1) {
    const branch = branches[index % branches.length];
    const sites = SITES[branch.name] ?? SITES.Denver;
    const [siteName, formattedAddress, lat, lng] = sites[Math.floor(spread(index + 40) * sites.length)];
    const [kind, taskType] = KINDS[index % KINDS.length];
    const customers = CUSTOMERS[branch.name] ?? CUSTOMERS.Denver;
    const customer = customers[Math.floor(spread(index + 80) * customers.length)];
    const dated = index < DEMO_DATED_JOBS;
    const simple = index % 8 === 3;
    const long = index % 9 === 4;
    const offset = -30 + Math.floor((index * 90) / DEMO_DATED_JOBS) + Math.floor(spread(index) * 3);
    const startDate = dated ? addDays(first, offset) : null;
    const endDate = dated ? addDays(startDate!, long ? 14 + (index % 10) : Math.floor(spread(index + 7) * 5)) : null;
    const status: JobStatus = !dated
      ? 'OPPORTUNITY'
      : endDate! < first
        ? 'COMPLETE'
        : startDate! <= first
          ? 'ONGOING'
          : index % 7 === 0
            ? 'OPPORTUNITY'
            : 'SCHEDULED';
    const location: JobLocation = { name: siteName, formattedAddress, lat, lng };
    const timezone = simple ? null : BRANCH_TIMEZONES[branch.name];
    const [startTime, endTime] = simple || !dated ? [null, null] : SHIFTS[index % SHIFTS.length];
    const crew = crewOf(branch);
    const job = tx.create(Job, {
      accountId,
      number: `SC-${24_101 + index}`,
      name: `${kind} – ${siteName}`,
      status,
      startDate,
      endDate,
      notes:
        index % 3 === 0 ? `Site walk done. Confirm ground bearing pressure with ${customer[5]} before mobilizing.` : '',
      branchIds: [branch.id],
      divisionIds: [branch.divisionId!],
      colorId: colorId(COLOR_NAMES[index % COLOR_NAMES.length]),
      customer: demoCustomer(customer),
      location,
      timezone,
      projectOwner: office.length ? [office[index % office.length].id] : [],
      salesPerson: sales.length ? [sales[index % sales.length].id] : [],
      billingFrequency:
        index === DEMO_WEEKLY_JOB_INDEX ? 'WEEKLY' : BILLING_FREQUENCIES[index % BILLING_FREQUENCIES.length],
      isReadyForInvoice: status === 'COMPLETE' && index % 2 === 0,
      quotedCostCents: Math.round(1_500 + spread(index + 120) * 58_500) * 100,
      quoteId: null,
      jobType: simple ? 'Crane Rental' : null,
    });
    const mainTask = tx.create(ComplexTask, {
      accountId,
      position: 0,
      name: job.name,
      taskType,
      startDate,
      endDate,
      startTime,
      endTime,
      timezone,
      notes: '',
      status,
      branchId: branch.id,
      divisionId: branch.divisionId,
      userIds: crew.length ? [0, 1, 2].slice(0, 2 + (index % 2)).map((k) => crew[(index + k) % crew.length].id) : [],
      assetIds: [],
    });
    const tasks = [mainTask];
    if (dated && !simple && index % 5 === 2) {
      const demobilize = addDays(endDate!, 1);
      tasks.push(
        tx.create(ComplexTask, {
          ...mainTask,
          position: 1,
          name: 'Demobilize',
          taskType: 'Heavy Haul',
          startDate: demobilize,
          endDate: demobilize,
          startTime: '06:00',
          endTime: '12:00',
          userIds: mainTask.userIds.slice(0, 1),
          assetIds: [],
        }),
      );
    }
    const branchAssets = assets.filter((asset) => asset.branchIds.includes(branch.id));
    for (const task of dated ? tasks : []) {
      const wanted = task.position === 0 ? [isCrane, isSupport] : [isSupport];
      for (const [pick, fits] of wanted.entries()) {
        const candidates = branchAssets.filter(fits);
        for (let tries = 0; tries < candidates.length; tries += 1) {
          const asset = candidates[(index * 3 + pick + tries) % candidates.length];
          if (calendar.isFree(asset.id, task.startDate!, task.endDate!)) {
            task.assetIds.push(asset.id);
            calendar.hold(asset.id, index, task.startDate!, task.endDate!);
            break;
          }
        }
      }
    }
    plans.push({ job, tasks, branch: branch.name });
  }

  addDoubleBookings(plans, calendar);
  const jobs = await tx.save(plans.map((plan) => plan.job));
  const tasks = plans.flatMap((plan, index) =>
    plan.tasks.map((task) => Object.assign(task, { jobId: jobs[index].id })),
  );
  await tx.save(tasks);
  await rewriteBookings(tx, accountId, tasks);
  const documents = DEMO_DOCUMENTS.map(([jobIndex, name, expiresInDays, isMobileViewable]) => {
    const job = jobs[jobIndex];
    const expiresAt = expiresInDays === null ? null : addDays(first, expiresInDays);
    const file = demoDocument(
      accountId,
      demoPdf(`${name.replace(/\.pdf$/, '')} — ${job.number}`, [
        `Job: ${job.name}`,
        `Customer: ${job.customer.name}    Site contact: ${job.customer.siteContact}`,
        `Site: ${job.location?.formattedAddress ?? ''}`,
        `Valid until: ${expiresAt ?? 'no expiry'}`,
      ]),
    );
    const row = tx.create(JobDocument, {
      accountId,
      jobId: job.id,
      name,
      contentType: file.contentType,
      url: file.key,
      expiresAt,
      isMobileViewable,
      sizeBytes: file.bytes.length,
    });
    return { file, row };
  });
  await tx.save(documents.map((document) => document.row));
  await writeDemoFiles(
    storage,
    documents.map((document) => document.file),
  );
  return true;
}

/**
 * Gives the first task of a later job the main asset of an earlier overlapping job of the same branch, where that
 * asset is free of every other job then: each adds exactly one double-booked asset, with one pair of jobs.
 */
function addDoubleBookings(plans: Plan[], calendar: Calendar): void {
  const usedJobs = new Set<number>();
  const usedAssets = new Set<string>();
  let added = 0;
  for (let a = 0; a < DEMO_DATED_JOBS && added < DEMO_DOUBLE_BOOKINGS; a += 1) {
    for (let b = a + 1; b < DEMO_DATED_JOBS && added < DEMO_DOUBLE_BOOKINGS; b += 1) {
      const [x, y] = [plans[a].tasks[0], plans[b].tasks[0]];
      const assetId = x.assetIds[0];
      const overlap = x.startDate! <= y.endDate! && y.startDate! <= x.endDate!;
      if (usedJobs.has(a) || usedJobs.has(b) || plans[a].branch !== plans[b].branch || !overlap) continue;
      if (!assetId || usedAssets.has(assetId) || !calendar.isFree(assetId, y.startDate!, y.endDate!, a)) continue;
      y.assetIds.push(assetId);
      calendar.hold(assetId, b, y.startDate!, y.endDate!);
      usedJobs.add(a).add(b);
      usedAssets.add(assetId);
      added += 1;
    }
  }
}

function demoCustomer([name, type, contactName, email, phone, siteContact]: Customer): JobCustomer {
  return {
    name,
    email,
    phone,
    type,
    contactName,
    siteContact,
    siteContactPhone: `${phone.slice(0, 6)}${String(Number(phone.slice(6)) + 11).padStart(4, '0')}`,
  };
}
