import { randomUUID } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Branch } from '../accounts/branch.entity.js';
import { Division } from '../accounts/division.entity.js';
import { DOCUMENT_POLICY, type FormTypePolicy } from '../forms/engine/form-type-policy.js';
import { fromRow } from '../forms/form-template-document.js';
import { FormTemplate } from '../forms/form-template.entity.js';
import { FormSubmission, FormSubmissionAudit } from '../forms/submissions/form-submission.entity.js';
import {
  applySubmissionEdit,
  computeSubmissionValues,
  type SubmissionEdit,
  type ValuesTemplate,
} from '../forms/submissions/submission-values.js';
import { addDays, today } from '../jobs/job-rules.js';
import { Job } from '../jobs/job.entity.js';
import { SAMPLE_SIGNATURE } from '../forms/pdf/sample-images.js';
import { User } from '../users/user.entity.js';
import { spread } from './demo-assets.js';
import { BRANCH_TIMEZONES } from './demo-branches.js';
import {
  CRANE_CHECKLIST,
  CRANE_OPTIONS,
  demoForms,
  INCIDENT_TYPES,
  JSA_PPE,
  JSA_STEP_COUNT,
  jsaStepIds,
  MEDICAL_TREATMENT,
  type DemoFormKey,
} from './demo-forms/index.js';

/*
 * The demo account's submissions (docs/forms.md, Demo submissions): about 300 timecards of the crews over the last 60
 * days, and crane inspections, job safety analyses and incident reports, some edited, with their audit history.
 * Values are computed and edits applied with the submission writer's own pure code (submission-values.ts), so every
 * derived value, audit entry and diff is what the calls would have written; rows are inserted in bulk. No PDF is made
 * for them (hasFile false): the download link renders one on demand.
 */

/** How many days back the demo submissions go (today excluded: its shifts are not over). */
export const DEMO_SUBMISSION_DAYS = 60;

/** The forms the demo submissions fill in. */
const FORMS = ['timecard', 'craneInspection', 'jobSafetyAnalysis', 'incidentReport'] as const;
type SeededForm = (typeof FORMS)[number] & DemoFormKey;

const SHIFT_STARTS = [6 * 60, 6 * 60 + 30, 7 * 60, 5 * 60 + 30, 7 * 60 + 30];
const WORK_PERFORMED = [
  'Set up on outriggers with full mats, lifted rooftop units to the roof and demobilized.',
  'Picked steel beams from the laydown area and set them on level 3. Tag lines on every pick.',
  'Set precast panels on the east elevation, 14 picks. Wind held under 15 mph.',
  'Lifted the old chiller off the roof, set the new one on its curb, crew cleared the swing area.',
  'Assembled boom sections and counterweight, load test with the test weights, passed.',
  'Unloaded the transformer from the lowboy and set it on the pad. Utility inspector on site.',
  'Standby most of the morning waiting on the GC, set the generator after lunch.',
  'Glass panel lifts with the vacuum lifter, 22 panels, no damage.',
  'Moved machinery from bay 2 to bay 5 with skates and the gantry, crane for the last pick.',
  'Set solar racking bundles on the array pads, two trucks unloaded.',
];
const EQUIPMENT_USED = [
  'Crane mats (4), 20 ft spreader bar, 2 wire rope slings',
  'Outrigger pads, 4-leg chain sling, tag lines',
  'Lowboy trailer, 2 synthetic round slings, shackles',
  'Vacuum lifter, tag lines, barricade tape',
  'Crane mats (6), 40 t spreader beam, rigging box',
];
const DEFECTS = [
  'Hook latch sticking: cleaned and lubricated, now closes freely.',
  'Small hydraulic weep at the outrigger cylinder seal: wiped, monitored, shop notified.',
  'Left rear tire low: aired to spec before travel.',
  'Travel alarm intermittent: replaced the fuse, working.',
];
const JSA_STEPS: [task: string, hazards: string, controls: string][] = [
  [
    'Set up crane and outriggers',
    'Soft ground, pinch points at the floats',
    'Full mats under every float; hands clear',
  ],
  ['Rig the load', 'Dropped rigging, sharp edges on the load', 'Inspect slings; softeners on edges'],
  ['Lift and swing', 'Struck-by in the swing radius, overhead lines', 'Barricade the swing area; spotter on the lines'],
  ['Land and unhook', 'Crushed hands and feet, load shifting', 'Tag lines only; land on cribbing; wait for slack'],
  ['Demobilize', 'Traffic at the gate, back-over', 'Flagger at the gate; spotter when backing'],
];
const INCIDENTS: [type: string, description: string, actions: string, injury: string, treatment: string][] = [
  [
    'Near Miss',
    'A tag line slipped from the rigger’s glove and the load swung toward the scaffold; no contact.',
    'Stopped the lift, re-briefed the crew on tag line handling, added a second tag line.',
    '',
    'None',
  ],
  [
    'Injury',
    'Rigger pinched a finger between the shackle and the sling eye while rigging the spreader bar.',
    'First aid on site, rigging stopped until the crew reviewed hand placement.',
    'Bruised left index finger, no break.',
    'First Aid',
  ],
  [
    'Property Damage',
    'Outrigger pad cracked a sidewalk panel next to the loading dock.',
    'Moved the crane onto mats, photographed the damage, notified the GC and the owner.',
    '',
    'None',
  ],
  [
    'Equipment Damage',
    'Mirror bracket on the crane carrier struck a gate post while entering the site.',
    'Spotter assigned at the gate for the rest of the job; bracket replaced by the shop.',
    '',
    'None',
  ],
  [
    'Near Miss',
    'A delivery truck backed into the barricaded swing area during a pick.',
    'Signal person stopped the lift; the GC moved the delivery route outside the barricade.',
    '',
    'None',
  ],
  [
    'Injury',
    'Driver rolled an ankle stepping down from the lowboy deck.',
    'Ice applied, driver taken to the clinic, three points of contact re-briefed.',
    'Sprained right ankle.',
    'Clinic',
  ],
];

interface Context {
  accountId: string;
  now: Date;
  first: string;
  branches: Branch[];
  divisions: Map<string, Division>;
  crewOf: (branch: Branch) => User[];
  jobsOf: (branch: Branch) => Job[];
  office: User | null;
  formsAdmin: User | null;
}

export interface PlannedEdit {
  at: Date;
  by: User;
  edit: SubmissionEdit;
}

/** A submission to write: its values as a client would send them, and the edits made to it later. */
export interface SubmissionDraft {
  values: Record<string, unknown>;
  localDateTime: string;
  timezoneOffset: number;
  submitter: User;
  submitDateTime: Date;
  edits: PlannedEdit[];
}

interface Draft extends SubmissionDraft {
  form: SeededForm;
}

export interface SeededTemplate extends ValuesTemplate {
  id: string;
  formVersion: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DDTHH:mm` of minutes after midnight of `day`. */
export const at = (day: string, minutes: number) => `${day}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
export const userName = (user: User) => [user.firstName, user.lastName].filter(Boolean).join(' ');
export const crewEntry = (user: User) => ({
  userId: user.id,
  userName: userName(user),
  occupationId: user.occupations[0] ?? null,
});
const pick = <T>(list: readonly T[], n: number): T => list[Math.floor(spread(n) * list.length) % list.length];
const hoursOf = (minutes: number) => Math.round((minutes / 60) * 4) / 4;

/** Minutes behind UTC (420 for UTC−7, as `timezoneOffset` holds it) of the zone at noon of the day. */
export function zoneOffset(timeZone: string, day: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(
    new Date(`${day}T12:00:00Z`),
  );
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? minutes : -minutes;
}

/** The instant of a wall-clock `YYYY-MM-DDTHH:mm` with the offset. */
export const instant = (local: string, offset: number) => new Date(Date.parse(`${local}:00Z`) + offset * 60_000);

/** The job a crew of the branch worked on that day: one running then, else one of the branch's. */
function jobFor(context: Context, branch: Branch, day: string, n: number): Job | null {
  const jobs = context.jobsOf(branch);
  if (!jobs.length) return null;
  const running = jobs.filter((job) => job.startDate! <= day && day <= (job.endDate ?? job.startDate!));
  return pick(running.length ? running : jobs, n);
}

const jobValue = (job: Job | null) => (job ? { id: job.id, number: job.number, name: job.name } : null);
export const branchValue = (branch: Branch) => ({ id: branch.id, name: branch.name });
export const locationValue = (job: Job | null) =>
  job?.location
    ? { address: job.location.formattedAddress ?? job.location.name, lat: job.location.lat, lng: job.location.lng }
    : null;

/** The office's status changes of a submission made `day`: approved within days, processed a week later. */
function statusEdits(context: Context, n: number, submitted: Date, daysAgo: number): PlannedEdit[] {
  const office = context.office;
  if (!office) return [];
  const edits: PlannedEdit[] = [];
  const later = (days: number, hour: number) => new Date(submitted.getTime() + days * 86_400_000 + hour * 3_600_000);
  if (spread(n + 900) < 0.04 && daysAgo > 2) {
    edits.push({
      at: later(1, 2),
      by: office,
      edit: {
        status: 'Issue',
        adminNotes: 'Missing the customer signature: get it signed at the next visit.',
        changeNotes: '',
      },
    });
    return edits;
  }
  if (daysAgo > 3 || (daysAgo > 1 && spread(n + 901) < 0.5)) {
    edits.push({
      at: later(1 + Math.floor(spread(n + 902) * 2), 1),
      by: office,
      edit: { status: 'Approved', changeNotes: '' },
    });
  }
  if (daysAgo > 12 && spread(n + 903) < 0.85) {
    edits.push({
      at: later(8 + Math.floor(spread(n + 904) * 3), 3),
      by: office,
      edit: { status: 'Processed', changeNotes: '' },
    });
  }
  return edits;
}

/** About 300 timecards: each workday, two or three per branch (one on some Saturdays), from its crews. */
function timecards(context: Context): Draft[] {
  const drafts: Draft[] = [];
  let n = 0;
  for (let daysAgo = DEMO_SUBMISSION_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = addDays(context.first, -daysAgo);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || (weekday === 6 && spread(daysAgo) < 0.5)) continue;
    for (const branch of context.branches) {
      const crew = context.crewOf(branch);
      if (crew.length < 2) continue;
      const count = weekday === 6 ? 1 : 2 + (spread(daysAgo * 7 + branch.name.length) < 0.3 ? 1 : 0);
      for (let k = 0; k < count; k += 1) {
        n += 1;
        const job = jobFor(context, branch, day, n);
        const submitter = crew[k % 2];
        const members = [submitter, ...crew.filter((user) => user !== submitter)].slice(
          0,
          2 + Math.floor(spread(n + 1) * 3),
        );
        const start = pick(SHIFT_STARTS, n + 2);
        // 8 to 10.5 hours on site, and a few odd minutes: the 5-minute rounding of the hours shows.
        const stop = start + 480 + Math.floor(spread(n + 3) * 11) * 15 + Math.floor(spread(n + 4) * 7);
        const out = pick([30, 30, 30, 45, 60, 0], n + 5);
        const travel = pick([0.5, 1, 1, 1.5, 2], n + 6);
        const onClock = spread(n + 7) < 0.35;
        const division = context.divisions.get(branch.divisionId ?? '');
        const values: Record<string, unknown> = {
          workDate: day,
          job: jobValue(job),
          customerName: job?.customer?.name ?? null,
          branch: branchValue(branch),
          division: division ? { id: division.id, name: division.divisionName } : null,
          crew: members.map(crewEntry),
          crane: pick(CRANE_OPTIONS.split(', '), n + 8),
          craneHours: Math.max(hoursOf(stop - start - out) - travel, 0),
          travelHours: travel,
          equipmentUsed: pick(EQUIPMENT_USED, n + 9),
          liftType: spread(n + 10) < 0.8 ? 'Standard' : spread(n + 11) < 0.8 ? 'Critical' : 'Tandem',
          riggingInspected: true,
          workPerformed: pick(WORK_PERFORMED, n + 12),
          operatorSignature: SAMPLE_SIGNATURE,
          customerSignature: spread(n + 13) < 0.6 ? SAMPLE_SIGNATURE : null,
        };
        if (onClock) {
          // Clocked in and out on the phone at the site; the office keeps the out time.
          const site = job?.location ?? null;
          const point = (minutes: number) => ({
            lat: site?.lat ?? null,
            lng: site?.lng ?? null,
            dateTime: at(day, minutes),
          });
          values.clock = {
            clockInTimes: [point(start - Math.floor(spread(n + 14) * 10))],
            clockOutTimes: [point(stop + Math.floor(spread(n + 15) * 12))],
            outTime: out,
          };
        } else {
          Object.assign(values, { startTime: at(day, start), stopTime: at(day, stop), outMinutes: out });
        }
        const localDateTime = at(day, stop + 10 + Math.floor(spread(n + 16) * 40));
        const offset = zoneOffset(BRANCH_TIMEZONES[branch.name] ?? 'America/Denver', day);
        const submitted = instant(localDateTime, offset);
        const edits: PlannedEdit[] = [];
        if (!onClock && context.formsAdmin && spread(n + 17) < 0.1) {
          // The office corrects a time the foreman got wrong, with the reason the edit requires.
          const corrected = stop + 30;
          edits.push({
            at: new Date(submitted.getTime() + 18 * 3_600_000),
            by: context.formsAdmin,
            edit: {
              fields: [
                { id: 'stopTime', value: at(day, corrected) },
                { id: 'craneHours', value: Math.max(hoursOf(corrected - start - out) - travel, 0) },
              ],
              changeNotes: 'Crew stayed 30 minutes to secure the load; stop time corrected per the foreman’s call.',
            },
          });
        } else if (context.formsAdmin && spread(n + 18) < 0.05 && crew.length > members.length) {
          const added = crew.find((user) => !members.includes(user))!;
          edits.push({
            at: new Date(submitted.getTime() + 20 * 3_600_000),
            by: context.formsAdmin,
            edit: {
              fields: [{ id: 'crew', value: [...members, added].map(crewEntry) }],
              changeNotes: `${userName(added)} was on site and left off the crew list.`,
            },
          });
        }
        edits.push(...statusEdits(context, n, submitted, daysAgo));
        drafts.push({
          form: 'timecard',
          values,
          localDateTime,
          timezoneOffset: offset,
          submitter,
          submitDateTime: submitted,
          edits,
        });
      }
    }
  }
  return drafts;
}

/** Crane inspections (about one a day per branch), job safety analyses (two or three a week) and six incidents. */
function fieldForms(context: Context): Draft[] {
  const drafts: Draft[] = [];
  let n = 5000;
  for (let daysAgo = DEMO_SUBMISSION_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = addDays(context.first, -daysAgo);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const branch of context.branches) {
      const crew = context.crewOf(branch);
      if (!crew.length) continue;
      const offset = zoneOffset(BRANCH_TIMEZONES[branch.name] ?? 'America/Denver', day);
      n += 1;
      const job = jobFor(context, branch, day, n);
      const operator = crew.find((user) => user.occupations.includes('crane operator')) ?? crew[0];
      const foreman = crew.find((user) => user.occupations.includes('foreman')) ?? crew[0];
      if (spread(n) < 0.45) {
        const defect = spread(n + 1) < 0.15;
        const failed = defect ? pick(CRANE_CHECKLIST, n + 2)[0] : null;
        const local = at(day, 6 * 60 + Math.floor(spread(n + 3) * 50));
        drafts.push({
          form: 'craneInspection',
          values: {
            inspectionDate: day,
            crane: pick(CRANE_OPTIONS.split(', '), n + 4),
            unitNumber: `SC-${100 + Math.floor(spread(n + 5) * 40)}`,
            hourMeter: 2000 + Math.floor(spread(n + 6) * 6000),
            job: jobValue(job),
            operator: crewEntry(operator),
            ...Object.fromEntries(CRANE_CHECKLIST.map(([id]) => [id, id === failed ? 'Fail' : 'Pass'])),
            defectsFound: defect ? 'Yes' : 'No',
            defects: defect ? pick(DEFECTS, n + 7) : null,
            safeToOperate: 'Yes',
            operatorSignature: SAMPLE_SIGNATURE,
          },
          localDateTime: local,
          timezoneOffset: offset,
          submitter: operator,
          submitDateTime: instant(local, offset),
          edits: statusEdits(context, n, instant(local, offset), daysAgo).slice(0, 1),
        });
      }
      if (spread(n + 8) < 0.18 && job) {
        const local = at(day, 6 * 60 + 30 + Math.floor(spread(n + 9) * 40));
        const steps = JSA_STEPS.slice(0, 3 + Math.floor(spread(n + 10) * 3));
        const stepValues = Object.fromEntries(
          Array.from({ length: JSA_STEP_COUNT }, (_, index) => jsaStepIds(index + 1)).flatMap((ids, index) => {
            const step = steps[index];
            return [
              [ids.task, step?.[0] ?? null],
              [ids.hazards, step?.[1] ?? null],
              [ids.controls, step?.[2] ?? null],
            ];
          }),
        );
        drafts.push({
          form: 'jobSafetyAnalysis',
          values: {
            jsaDate: day,
            job: jobValue(job),
            workLocation: locationValue(job),
            supervisor: crewEntry(foreman),
            workDescription: `${job.name}. ${pick(WORK_PERFORMED, n + 11)}`,
            weather: pick(['Clear, 45°F', 'Overcast, 52°F', 'Sunny, 68°F', 'Light wind, 38°F', 'Clear, 75°F'], n + 12),
            windSpeed: 3 + Math.floor(spread(n + 13) * 17),
            groundConditions: pick(['Firm and level', 'Soft - mats required', 'Sloped - cribbing required'], n + 14),
            powerLines: spread(n + 15) < 0.2 ? 'Yes' : 'No',
            ...stepValues,
            ...Object.fromEntries(JSA_PPE.map(([id], index) => [id, index < 5 || spread(n + 16 + index) < 0.3])),
            crewSignOn: crew.slice(0, 3 + Math.floor(spread(n + 30) * 3)).map(crewEntry),
            supervisorSignature: SAMPLE_SIGNATURE,
          },
          localDateTime: local,
          timezoneOffset: offset,
          submitter: foreman,
          submitDateTime: instant(local, offset),
          edits: [],
        });
      }
    }
  }
  INCIDENTS.forEach(([type, description, actions, injury, treatment], index) => {
    const branch = context.branches[index % context.branches.length];
    const crew = context.crewOf(branch);
    if (!branch || !crew.length) return;
    const daysAgo = 4 + Math.floor((index * (DEMO_SUBMISSION_DAYS - 8)) / INCIDENTS.length);
    const day = addDays(context.first, -daysAgo);
    const job = jobFor(context, branch, day, 7000 + index);
    const reporter = crew.find((user) => user.occupations.includes('foreman')) ?? crew[0];
    const involved = crew.filter((user) => user !== reporter).slice(index % 3, (index % 3) + 1 + (index % 2));
    const offset = zoneOffset(BRANCH_TIMEZONES[branch.name] ?? 'America/Denver', day);
    const happened = 9 * 60 + index * 47;
    const local = at(day, happened + 35);
    const submitted = instant(local, offset);
    const edits: PlannedEdit[] = [];
    if (context.formsAdmin) {
      edits.push({
        at: new Date(submitted.getTime() + 26 * 3_600_000),
        by: context.formsAdmin,
        edit: {
          fields: [
            { id: 'witnesses', value: `${userName(crew[crew.length - 1])}, ${crew[crew.length - 1].phoneNumber}` },
          ],
          changeNotes: 'Added the witness the foreman named on the follow-up call.',
        },
      });
    }
    if (context.office && daysAgo > 6) {
      edits.push({
        at: new Date(submitted.getTime() + 3 * 86_400_000),
        by: context.office,
        edit: {
          status: 'Processed',
          adminNotes: 'Reviewed in the safety meeting; corrective action closed.',
          changeNotes: 'Reviewed and closed.',
        },
      });
    }
    drafts.push({
      form: 'incidentReport',
      values: {
        incidentDateTime: at(day, happened),
        location: locationValue(job),
        job: jobValue(job),
        branch: branchValue(branch),
        incidentType: INCIDENT_TYPES.includes(type) ? type : INCIDENT_TYPES[0],
        peopleInvolved: involved.map(crewEntry),
        equipmentInvolved: pick(CRANE_OPTIONS.split(', '), 7100 + index),
        description,
        injuryDetails: injury || null,
        medicalTreatment: MEDICAL_TREATMENT.includes(treatment) ? treatment : 'None',
        immediateActions: actions,
        workStopped: type === 'Injury' ? 'Yes' : 'No',
        witnesses: null,
        reportedBy: crewEntry(reporter),
        signature: SAMPLE_SIGNATURE,
      },
      localDateTime: local,
      timezoneOffset: offset,
      submitter: reporter,
      submitDateTime: submitted,
      edits,
    });
  });
  return drafts;
}

/** The demo forms' templates in the account among `keys`, by key, as the writer checks and computes against them. */
export async function seededTemplates<Key extends DemoFormKey>(
  tx: EntityManager,
  accountId: string,
  keys: readonly Key[],
): Promise<Map<Key, SeededTemplate>> {
  const names = new Map(demoForms().map((form) => [form.template.name, form.key]));
  const rows = await tx.find(FormTemplate, { where: { accountId } });
  const templates = new Map<Key, SeededTemplate>();
  for (const row of rows) {
    const key = names.get(row.name) as Key | undefined;
    if (!key || !keys.includes(key) || templates.has(key)) continue;
    templates.set(key, { ...fromRow(row), id: row.id, formVersion: row.formVersion });
  }
  return templates;
}

const BATCH = 1000;

/**
 * Inserts rows of an entity in one statement per BATCH rows: the rows travel as one JSON parameter, read by
 * `jsonb_populate_recordset` into the table's columns (far fewer bind parameters than a multi-row VALUES, which
 * TypeORM's insert builds one by one). Rows are keyed by property; generated columns are left to PostgreSQL.
 */
export async function insertRows<T extends ObjectLiteral>(
  tx: EntityManager,
  target: EntityTarget<T>,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const metadata = tx.connection.getMetadata(target);
  const columns = metadata.columns.filter((column) => !column.generatedType && !column.isVirtual);
  const names = columns.map((column) => `"${column.databaseName}"`).join(', ');
  for (let index = 0; index < rows.length; index += BATCH) {
    const batch = rows
      .slice(index, index + BATCH)
      .map((row) =>
        Object.fromEntries(columns.map((column) => [column.databaseName, row[column.propertyName] ?? null])),
      );
    await tx.query(
      `INSERT INTO "${metadata.tableName}" (${names})
       SELECT ${names} FROM jsonb_populate_recordset(NULL::"${metadata.tableName}", $1::jsonb)`,
      [JSON.stringify(batch)],
    );
  }
}

/** A submission row as the seed inserts it. */
export type SeededRow = Omit<FormSubmission, 'form' | 'account' | 'searchText'>;

/** What the seed inserts for one submission: its row and its audit entries. */
export interface SeededSubmission {
  row: SeededRow;
  audits: Partial<FormSubmissionAudit>[];
}

/**
 * A submission as the calls would have written it: its values computed, numbered, then each of its edits already in
 * the past applied in turn, with its audit entry, by its form type's policy. `status` is the first status, by default
 * the policy's first (a new timecard's New, a quote's draft).
 */
export function seededSubmission(
  accountId: string,
  template: SeededTemplate,
  number: number,
  draft: SubmissionDraft,
  now: Date,
  first: { policy: FormTypePolicy; status?: string; version?: string },
): SeededSubmission {
  const submitted = Object.entries(draft.values).map(([id, value]) => ({ id, value }));
  const computed = computeSubmissionValues(template, [], submitted);
  const row: SeededRow = {
    id: randomUUID(),
    accountId,
    formId: template.id,
    number,
    status: first.status ?? first.policy.statuses[0].id,
    ...computed,
    userId: draft.submitter.id,
    userName: userName(draft.submitter),
    lastModifiedBy: draft.submitter.id,
    version: first.version ?? template.formVersion,
    localDateTime: `${draft.localDateTime}:00`,
    timezoneOffset: draft.timezoneOffset,
    submitDateTime: draft.submitDateTime,
    adminNotes: null,
    pdfFilePath: null,
    hasFile: false,
    pdfDigest: null,
    pdfError: null,
    createdAt: draft.submitDateTime,
    updatedAt: draft.submitDateTime,
  };
  const audits: Partial<FormSubmissionAudit>[] = [];
  for (const { at: when, by, edit } of draft.edits) {
    if (when >= now) continue;
    const audit = applySubmissionEdit(template, row, edit, first.policy);
    if (!audit) continue;
    audits.push({
      id: randomUUID(),
      accountId,
      formSubmissionId: row.id,
      userId: by.id,
      userName: userName(by),
      hidden: false,
      ...audit,
      createdAt: when,
      updatedAt: when,
    });
    Object.assign(row, { lastModifiedBy: by.id, updatedAt: when });
  }
  return { row, audits };
}

/** Sets the forms' submission counters to at least their last seeded number (formId → number). */
export async function raiseCounters(tx: EntityManager, accountId: string, lastNumbers: Map<string, number>) {
  for (const [formId, last] of lastNumbers) {
    await tx.query(
      `INSERT INTO form_submission_counter (account_id, form_id, last_number) VALUES ($1, $2, $3)
       ON CONFLICT (account_id, form_id)
       DO UPDATE SET last_number = GREATEST(form_submission_counter.last_number, EXCLUDED.last_number), updated_at = now()`,
      [accountId, formId, last],
    );
  }
}

/**
 * Adds the demo submissions to an account that has none, in the caller's transaction: numbered per form in date
 * order, each audited edit applied in turn (only those already in the past), the forms' submission counters set to
 * the last number. Forms the account lacks are skipped. Answers whether it added any.
 */
export async function loadDemoSubmissions(tx: EntityManager, accountId: string, now = new Date()): Promise<boolean> {
  if (await tx.existsBy(FormSubmission, { accountId })) return false;
  const templates = await seededTemplates(tx, accountId, FORMS);
  if (!templates.size) return false;
  const branches = await tx.find(Branch, { where: { accountId }, order: { name: 'ASC' } });
  const divisions = new Map((await tx.findBy(Division, { accountId })).map((division) => [division.id, division]));
  const users = await tx.find(User, { where: { accountId }, order: { phoneNumber: 'ASC' } });
  const jobs = await tx.find(Job, { where: { accountId }, order: { number: 'ASC' } });
  const context: Context = {
    accountId,
    now,
    first: today(now),
    branches,
    divisions,
    crewOf: (branch) => users.filter((user) => user.authMethod === 'mobile' && user.branchIds.includes(branch.id)),
    jobsOf: (branch) =>
      jobs.filter((job) => job.startDate && job.startDate < today(now) && job.branchIds.includes(branch.id)),
    office: users.find((user) => user.email === 'office@summitcrane.com') ?? null,
    formsAdmin: users.find((user) => user.email === 'forms@summitcrane.com') ?? null,
  };
  const drafts = [...timecards(context), ...fieldForms(context)].filter((draft) => templates.has(draft.form));
  drafts.sort((a, b) => a.submitDateTime.getTime() - b.submitDateTime.getTime());
  const numbers = new Map<string, number>();
  const rows: SeededRow[] = [];
  const audits: Partial<FormSubmissionAudit>[] = [];
  for (const draft of drafts) {
    const template = templates.get(draft.form)!;
    const number = (numbers.get(template.id) ?? 0) + 1;
    numbers.set(template.id, number);
    const seeded = seededSubmission(accountId, template, number, draft, now, { policy: DOCUMENT_POLICY });
    rows.push(seeded.row);
    audits.push(...seeded.audits);
  }
  await insertRows(tx, FormSubmission, rows);
  await insertRows(tx, FormSubmissionAudit, audits);
  await raiseCounters(tx, accountId, numbers);
  return rows.length > 0;
}
