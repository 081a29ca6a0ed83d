import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Branch } from '../../src/accounts/branch.entity.js';
import { Division } from '../../src/accounts/division.entity.js';
import { Occupation } from '../../src/accounts/occupation.entity.js';
import { AssetAttachment } from '../../src/assets/asset-attachment.entity.js';
import { AssetLocation } from '../../src/assets/asset-location.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import { DEMO_ASSET_COUNT, DEMO_HISTORY_POINTS } from '../../src/seed/demo-assets.js';
import { MOBILE_PERMISSIONS } from '../../src/common/auth/permissions.js';
import { FILE_STORAGE, type FileStorage } from '../../src/files/file-storage.js';
import { sniffImage } from '../../src/files/image-sniffer.js';
import { Color } from '../../src/jobs/color.entity.js';
import { AssetBooking } from '../../src/bookings/asset-booking.entity.js';
import { ComplexTask } from '../../src/jobs/complex-task.entity.js';
import { JobDocument } from '../../src/jobs/job-document.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { addDays, locationProblem, today } from '../../src/jobs/job-rules.js';
import {
  DEMO_DATED_JOBS,
  DEMO_DOUBLE_BOOKINGS,
  DEMO_UNDATED_JOBS,
  DEMO_WEEKLY_JOB_INDEX,
} from '../../src/seed/demo-jobs.js';
import { Invoice } from '../../src/invoices/invoice.entity.js';
import { PriceBookItem } from '../../src/pricebook/price-book-item.entity.js';
import { addMissingDemoParts, DEMO_CREW, DEMO_PASSWORD, DEMO_USERS } from '../../src/seed/demo-data.js';
import { ensureFirstAdmin } from '../../src/seed/first-admin.js';
import { User } from '../../src/users/user.entity.js';
import { DEMO_FORM_DOCUMENTS_PAGE, DEMO_QUICK_LINKS, demoForms } from '../../src/seed/demo-forms/index.js';
import { FormTemplate } from '../../src/forms/form-template.entity.js';
import { FormSubmission, FormSubmissionAudit } from '../../src/forms/submissions/form-submission.entity.js';
import { DEMO_SUBMISSION_DAYS } from '../../src/seed/demo-submissions.js';
import { pdfText } from '../support/pdf-text.js';
import { gql } from '../support/job-fixtures.js';
import { bearer, TestContext } from '../support/test-app.js';

describe('first user and demo data', () => {
  let ctx: TestContext;
  let storage: FileStorage;
  beforeAll(async () => {
    ctx = await TestContext.create();
    storage = ctx.app.get(FILE_STORAGE);
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string) => ctx.http().post('/api/auth/sign-in').send({ email, password });

  it('creates the first super admin once, who can sign in', async () => {
    const email = `Founder-${Date.now()}@Example.com`;
    expect(await ensureFirstAdmin(ctx.dataSource.manager, email, 'first-admin-pass')).toBe(true);
    expect(await ensureFirstAdmin(ctx.dataSource.manager, email, 'another-password')).toBe(false);
    const session = (await signIn(email, 'first-admin-pass').expect(200)).body.data;
    const me = (await ctx.http().get('/api/auth/me').set(bearer(session.accessToken)).expect(200)).body.data;
    expect(me).toMatchObject({ email: email.toLowerCase(), permissions: ['groundcrew:admin'] });
    await signIn(email, 'another-password').expect(401);
  });

  it('loads the demo account: two divisions, three branches, occupations, one user per role and a crew per branch', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    expect(await manager.countBy(Division, { accountId })).toBe(2);
    expect(await manager.countBy(Category, { accountId })).toBe(20);
    const assets = await manager.findBy(Asset, { accountId });
    expect(assets).toHaveLength(DEMO_ASSET_COUNT);
    expect(DEMO_ASSET_COUNT).toBeGreaterThanOrEqual(140);
    expect(assets.filter((asset) => asset.macAddress && asset.lastSeen && asset.lastLat).length).toBeGreaterThan(50);
    const tracked = assets.filter((asset) => asset.macAddress && asset.lastSeen);
    expect(await manager.countBy(AssetLocation, { accountId })).toBe(tracked.length * DEMO_HISTORY_POINTS);
    const [newest] = await manager.find(AssetLocation, {
      where: { accountId, assetId: tracked[0].id },
      order: { dateTime: 'DESC' },
      take: 1,
    });
    expect(newest).toMatchObject({ dateTime: tracked[0].lastSeen, lat: tracked[0].lastLat, lng: tracked[0].lastLng });
    // The local time is the same instant on the yard's clock (Mountain time, with or without daylight saving).
    expect(newest.localDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[67]:00$/);
    expect(Date.parse(newest.localDateTime!)).toBe(Math.floor(newest.dateTime.getTime() / 1000) * 1000);
    const branches = await manager.findBy(Branch, { accountId });
    expect(branches.map((branch) => branch.name).sort()).toEqual(['Denver', 'Phoenix', 'Salt Lake City']);
    expect((await manager.findBy(Occupation, { accountId })).map((o) => o.name).sort()).toEqual([
      'crane operator',
      'driver',
      'foreman',
      'mechanic',
      'rigger',
      'signal person',
    ]);
    const users = await manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.passwordHash')
      .where({ accountId })
      .orderBy('user.phoneNumber')
      .getMany();
    const [signInUsers, crew] = [users.filter((user) => user.email !== null), users.filter((user) => !user.email)];
    expect(signInUsers.map((user) => user.email).sort()).toEqual(DEMO_USERS.map((demo) => demo.email).sort());
    expect(crew).toHaveLength(15);
    for (const branch of branches) {
      const members = crew.filter((user) => user.branchIds.includes(branch.id));
      expect(members).toHaveLength(5);
      expect(members.map((user) => [user.firstName, user.lastName, user.phoneNumber, user.occupations])).toEqual(
        DEMO_CREW[branch.name],
      );
      for (const member of members) {
        expect(member).toMatchObject({
          authMethod: 'mobile',
          permissions: MOBILE_PERMISSIONS,
          branchIds: [branch.id],
          divisionIds: [branch.divisionId],
          passwordHash: null,
        });
      }
    }

    for (const demo of DEMO_USERS) {
      const session = (await signIn(demo.email, DEMO_PASSWORD).expect(200)).body.data;
      const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());
      expect(claims.permissions).toEqual(demo.permissions);
      expect(claims.divisionIds.length).toBeGreaterThan(0);
    }
  });

  it('loads the demo jobs once: dated and undated, crew and assets of the account, four double bookings', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    expect(await addMissingDemoParts(manager, storage)).toEqual([]);
    const jobs = await manager.findBy(Job, { accountId });
    expect(jobs).toHaveLength(DEMO_DATED_JOBS + DEMO_UNDATED_JOBS);
    expect(jobs.length).toBeGreaterThanOrEqual(55);
    const dated = jobs.filter((job) => job.startDate);
    expect(dated).toHaveLength(DEMO_DATED_JOBS);
    const starts = dated.map((job) => job.startDate!).sort();
    expect(starts[0] >= addDays(today(), -31)).toBe(true);
    expect(starts[0] <= addDays(today(), -25)).toBe(true);
    expect(starts[starts.length - 1] >= addDays(today(), 50)).toBe(true);
    expect(new Set(jobs.map((job) => job.status))).toEqual(
      new Set(['COMPLETE', 'ONGOING', 'SCHEDULED', 'OPPORTUNITY']),
    );
    for (const job of jobs) expect(locationProblem(job.location)).toBeNull();

    const tasks = await manager.findBy(ComplexTask, { accountId });
    const firstTasks = tasks.filter((task) => task.position === 0);
    expect(firstTasks.map((task) => task.jobId).sort()).toEqual(jobs.map((job) => job.id).sort());
    expect(firstTasks.filter((task) => task.startTime).length).toBeGreaterThan(40);
    const userIds = new Set((await manager.findBy(User, { accountId })).map((user) => user.id));
    const assetIds = new Set((await manager.findBy(Asset, { accountId })).map((asset) => asset.id));
    expect(tasks.flatMap((task) => task.userIds).every((id) => userIds.has(id))).toBe(true);
    expect(tasks.flatMap((task) => task.assetIds).every((id) => assetIds.has(id))).toBe(true);
    expect(firstTasks.filter((task) => task.startDate && !task.assetIds.length)).toEqual([]);
    expect(await manager.countBy(Color, { accountId })).toBe(10);

    const [{ doubleBooked, bookings }] = await manager.query(
      `SELECT (SELECT count(*)::int FROM asset_booking WHERE account_id = $1) AS bookings,
              (SELECT count(DISTINCT a.asset_id)::int FROM asset_booking a JOIN asset_booking b
                  ON b.account_id = a.account_id AND b.asset_id = a.asset_id AND a.job_id < b.job_id
                 AND a.start_date <= b.end_date AND b.start_date <= a.end_date
               WHERE a.account_id = $1) AS "doubleBooked"`,
      [accountId],
    );
    expect(bookings).toBeGreaterThan(DEMO_DATED_JOBS);
    expect(doubleBooked).toBe(DEMO_DOUBLE_BOOKINGS);
  });

  /** The bytes behind a signed file URL, which must answer 200 with the type. */
  const download = async (url: string, contentType: string): Promise<Buffer> => {
    const file = await ctx.http().get(url).responseType('blob').expect(200);
    expect(file.headers['content-type']).toBe(contentType);
    return file.body as Buffer;
  };

  it('gives about 60 demo assets pictures (one primary each) and about 40 a PDF, and every job document a file', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    const attachments = await manager.findBy(AssetAttachment, { accountId });
    const images = attachments.filter((a) => a.url.startsWith(`${accountId}/images/`) && a.url.endsWith('.png'));
    const documents = attachments.filter((a) => a.url.startsWith(`${accountId}/documents/`) && a.url.endsWith('.pdf'));
    expect(images.length + documents.length).toBe(attachments.length);
    const withImages = new Set(images.map((a) => a.assetId));
    expect(withImages.size).toBeGreaterThanOrEqual(55);
    expect(withImages.size).toBeLessThanOrEqual(65);
    expect(images.length).toBeGreaterThan(withImages.size);
    for (const assetId of withImages) expect(images.filter((a) => a.assetId === assetId && a.primary)).toHaveLength(1);
    expect(documents.every((a) => !a.primary && a.contentType === 'application/pdf')).toBe(true);
    expect(new Set(documents.map((a) => a.assetId)).size).toBeGreaterThanOrEqual(35);
    expect(new Set(documents.map((a) => a.name))).toEqual(
      new Set(['Load chart.pdf', 'Annual inspection certificate.pdf']),
    );

    const { accessToken } = (await signIn('office@summitcrane.com', DEMO_PASSWORD).expect(200)).body.data;
    const documented = new Set(documents.map((a) => a.assetId));
    const assetId = [...withImages].find(
      (id) => documented.has(id) && images.filter((a) => a.assetId === id).length === 2,
    )!;
    const asset = (await ctx.http().get(`/api/assets/${assetId}`).set(bearer(accessToken)).expect(200)).body.data;
    expect(asset.primaryImageUrl).toBe(asset.attachments[0].url);
    expect(asset.attachments.map((a: { contentType: string; primary: boolean }) => [a.contentType, a.primary])).toEqual(
      [
        ['image/png', true],
        ['image/png', false],
        ['application/pdf', false],
      ],
    );
    for (const image of asset.attachments.slice(0, 2)) {
      expect(sniffImage(await download(image.url, 'image/png'))?.mime).toBe('image/png');
    }
    const pdf = (await download(asset.attachments[2].url, 'application/pdf')).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(asset.assetName.replace(/[()\\]/g, '\\$&'));

    const rows = await manager.findBy(JobDocument, { accountId });
    expect(rows).toHaveLength(8);
    for (const row of rows) expect(await storage.get(row.url)).not.toBeNull();
    const listed = await ctx.http().get(`/api/job/${rows[0].jobId}/documents`).set(bearer(accessToken)).expect(200);
    const document = listed.body.data.find((d: { id: string }) => d.id === rows[0].id);
    const bytes = await download(document.url, 'application/pdf');
    expect(bytes.length).toBe(rows[0].sizeBytes);
    expect(bytes.toString('latin1')).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
  });

  it('loads the demo forms: seven templates with their configs, the quicklinks and the Documents page', async () => {
    const account = await ctx.demoAccount();
    const { accessToken } = (await signIn('sales@summitcrane.com', DEMO_PASSWORD).expect(200)).body.data;
    const listed = await gql(ctx, accessToken, `{ formTemplates { id name fields layouts } }`);
    const templates = listed.data.formTemplates as {
      id: string;
      name: string;
      fields: unknown[];
      layouts: Record<string, unknown>;
    }[];
    expect(templates.map((template) => template.name).sort()).toEqual(
      demoForms()
        .map((form) => form.template.name)
        .sort(),
    );
    // The iOS layout is the template's own fields (spec 3 §3); web and Android have layouts of their own.
    for (const template of templates) {
      expect(template.fields.length).toBeGreaterThan(3);
      expect(Object.keys(template.layouts).sort()).toEqual(['android', 'web']);
    }

    const idOf = (key: string) => {
      const name = demoForms().find((form) => form.key === key)!.template.name;
      return templates.find((template) => template.name === name)!.id;
    };
    const office = (await signIn('office@summitcrane.com', DEMO_PASSWORD).expect(200)).body.data.accessToken;
    const csv = await ctx
      .http()
      .get(`/api/forms/${idOf('quote')}/csvconfig`)
      .set(bearer(office))
      .expect(200);
    expect(csv.body.data).toMatchObject({ ...demoForms()[0].csvConfig, formId: idOf('quote') });
    const home = await gql(ctx, office, `{ formTemplateHomePage { quickLinks { formId displayName } } }`);
    expect(home.data.formTemplateHomePage.quickLinks).toEqual(
      expect.arrayContaining(
        DEMO_QUICK_LINKS.map((link) => ({ formId: idOf(link.form), displayName: link.displayName })),
      ),
    );
    expect(account.dynamicPages.formDocumentsPage).toEqual(
      DEMO_FORM_DOCUMENTS_PAGE.map((key) => ({ formId: idOf(key) })),
    );
  });

  it('loads about 300 timecards of the crews over 60 days, inspections, safety analyses and incident reports, with edits and their history', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    const templates = await manager.findBy(FormTemplate, { accountId });
    const idOf = (key: string) =>
      templates.find((t) => t.name === demoForms().find((form) => form.key === key)!.template.name)!.id;
    const timecards = await manager.find(FormSubmission, {
      where: { accountId, formId: idOf('timecard') },
      order: { number: 'ASC' },
    });
    expect(timecards.length).toBeGreaterThanOrEqual(270);
    expect(timecards.length).toBeLessThanOrEqual(330);
    expect(await manager.countBy(FormSubmission, { accountId, formId: idOf('craneInspection') })).toBeGreaterThan(30);
    expect(await manager.countBy(FormSubmission, { accountId, formId: idOf('jobSafetyAnalysis') })).toBeGreaterThan(10);
    expect(await manager.countBy(FormSubmission, { accountId, formId: idOf('incidentReport') })).toBeGreaterThanOrEqual(
      5,
    );

    // Over the last 60 days, numbered in order, by the crews, for the crews, without a stored PDF.
    const days = timecards.map((row) => row.localDateTime.slice(0, 10));
    expect(days.every((day) => day >= addDays(today(), -DEMO_SUBMISSION_DAYS - 1) && day < today())).toBe(true);
    expect(new Set(days).size).toBeGreaterThan(40);
    expect(timecards.map((row) => row.number)).toEqual(timecards.map((_, index) => index + 1));
    const crew = new Set(
      (await manager.findBy(User, { accountId })).filter((u) => u.authMethod === 'mobile').map((u) => u.id),
    );
    for (const row of timecards) {
      expect(crew.has(row.userId)).toBe(true);
      const members = row.fields.find((field) => field.id === 'crew')?.value as { userId: string }[];
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(members.every((member) => crew.has(member.userId))).toBe(true);
      expect(row).toMatchObject({ hasFile: false, pdfFilePath: null });
      expect(Number(row.totalHours)).toBeGreaterThanOrEqual(7);
      expect(Number(row.totalHours)).toBeLessThanOrEqual(11.5);
    }
    expect(new Set(timecards.map((row) => row.status))).toEqual(new Set(['New', 'Issue', 'Approved', 'Processed']));

    // Edits with a reason, and the office's status changes, each in the history; the last entry is the row.
    const audits = await manager.find(FormSubmissionAudit, { where: { accountId }, order: { createdAt: 'ASC' } });
    const edited = audits.filter((audit) => audit.diffRecord.fields.length > 0);
    expect(edited.length).toBeGreaterThanOrEqual(10);
    expect(audits.filter((audit) => audit.diffRecord.status).length).toBeGreaterThan(100);
    const corrected = timecards.find((row) =>
      edited.some((audit) => audit.formSubmissionId === row.id && audit.changeNotes.startsWith('Crew stayed')),
    )!;
    const history = audits.filter((audit) => audit.formSubmissionId === corrected.id);
    expect(history.at(-1)!.newRecord).toMatchObject({ status: corrected.status, fields: corrected.fields });
    expect(corrected.updatedAt).toEqual(history.at(-1)!.createdAt);

    const office = (await signIn('office@summitcrane.com', DEMO_PASSWORD).expect(200)).body.data.accessToken;
    const logs = await ctx.http().get(`/api/forms/${corrected.id}/audit/logs`).set(bearer(office)).expect(200);
    expect(logs.body.data.map((entry: { id: string }) => entry.id)).toEqual(history.map((audit) => audit.id).reverse());
    expect(logs.body.data.at(-1).diffRecord.fields.map((field: { id: string }) => field.id)).toContain('stopTime');

    // The server's calculations accept the values and compute the same hours from them.
    const clocked = timecards.find((row) => row.fields.some((field) => field.id === 'clock' && field.value))!;
    for (const row of [timecards[0], clocked, corrected]) {
      const sent = row.fields.filter((field) => !['hours', 'totalHours', 'billableHours'].includes(field.id));
      const again = await ctx
        .http()
        .post('/api/form')
        .set(bearer(office))
        .send({ formId: row.formId, localDateTime: row.localDateTime, fields: sent })
        .expect(201);
      expect(again.body.data.fields).toEqual(row.fields);
      expect(again.body.data.totalHours).toBe(Number(row.totalHours));
      expect(again.body.data.number).toBeGreaterThan(timecards.length);
    }

    // Found by the search, and its PDF made on demand.
    const found = await ctx
      .http()
      .post(`/api/forms/${idOf('timecard')}/submission/search`)
      .set(bearer(office))
      .send({ fullTextSearch: [{ value: 'hollister' }], limit: 100 })
      .expect(200);
    expect(found.body.data.length).toBeGreaterThan(5);
    const pdf = await ctx
      .http()
      .get(`/api/forms/${timecards[0].id}/download-link`)
      .set(bearer(office))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const customer = timecards[0].fields.find((field) => field.id === 'customerName')!.value as string;
    expect((await pdfText(new Uint8Array(pdf.body as Buffer))).text).toContain(customer);
  });

  it('loads quotes in every status over two months, some converted to jobs, invoices in every status and a weekly job’s cycle invoices', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    const templates = await manager.findBy(FormTemplate, { accountId });
    const idOf = (key: string) =>
      templates.find((t) => t.name === demoForms().find((form) => form.key === key)!.template.name)!.id;
    const value = (row: FormSubmission, id: string) => row.fields.find((field) => field.id === id)?.value;
    const quotes = await manager.find(FormSubmission, {
      where: { accountId, formId: idOf('quote') },
      order: { number: 'ASC' },
    });
    expect(new Set(quotes.map((quote) => quote.status))).toEqual(new Set(['draft', 'sent', 'accepted', 'rejected']));
    const days = quotes.map((quote) => quote.localDateTime.slice(0, 10)).sort();
    expect(days[0] >= addDays(today(), -60) && days[0] <= addDays(today(), -30)).toBe(true);
    expect(days.at(-1)! < today()).toBe(true);
    const priceBook = new Set((await manager.findBy(PriceBookItem, { accountId })).map((item) => item.id));
    for (const quote of quotes) {
      expect(value(quote, 'jobName')).toEqual(expect.any(String));
      expect(value(quote, 'customerName')).toEqual(expect.any(String));
      const lines = value(quote, 'lineItems') as { pricebookItemId: string }[];
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(lines.every((line) => priceBook.has(line.pricebookItemId))).toBe(true);
      expect(Number(quote.totalCents)).toBeGreaterThan(0);
    }

    // Accepted quotes converted to their jobs: the job's quoted cost is the quote's total.
    const jobs = await manager.find(Job, { where: { accountId }, order: { number: 'ASC' } });
    const converted = jobs.filter((job) => job.quoteId);
    expect(converted.length).toBeGreaterThanOrEqual(5);
    for (const job of converted) {
      const quote = quotes.find((row) => row.id === job.quoteId)!;
      expect(quote).toMatchObject({ status: 'accepted' });
      expect(value(quote, 'jobName')).toBe(job.name);
      expect(job.quotedCostCents).toBe(Number(quote.totalCents));
    }
    const audits = await manager.findBy(FormSubmissionAudit, { accountId });
    const notes = new Set(audits.map((audit) => audit.changeNotes));
    for (const label of ['Sent', 'Accepted', 'Rejected', 'Ready to Send', 'Paid', 'Voided']) {
      expect(notes).toContain(`Changed the status to: ${label}`);
    }

    // Invoices in every status (their submissions'), each record of its own submission, made from the job's quote.
    const invoices = await manager.findBy(Invoice, { accountId });
    const submissions = await manager.findBy(FormSubmission, { accountId, formId: idOf('invoice') });
    expect(new Set(submissions.map((submission) => submission.status))).toEqual(
      new Set(['draft', 'ready_to_approve', 'ready_to_send', 'sent', 'paid', 'voided']),
    );
    expect(submissions).toHaveLength(invoices.length);
    const submissionOf = (invoice: Invoice) => submissions.find((row) => row.id === invoice.formSubmissionId)!;
    for (const invoice of invoices) {
      expect(submissionOf(invoice)).toBeDefined();
      expect(invoice.quoteId).toBe(jobs.find((job) => job.id === invoice.jobId)!.quoteId);
    }

    // The weekly job's closed weeks, each with one draft invoice dated to its week, billing that week's work at the
    // quote's rates: its timecard hours on the hourly lines, its equipment days on the daily ones, and the fixed
    // items (mobilization, lift plan, mats) on the first week only (docs/billing.md, Billing cycles).
    const weekly = jobs[DEMO_WEEKLY_JOB_INDEX];
    expect(weekly.billingFrequency).toBe('WEEKLY');
    const cycles = invoices
      .filter((invoice) => invoice.jobId === weekly.id && invoice.cycleStartDate)
      .sort((a, b) => a.cycleStartDate!.localeCompare(b.cycleStartDate!));
    expect(cycles.length).toBeGreaterThanOrEqual(2);
    expect(cycles[0].cycleStartDate).toBe(weekly.startDate);
    const timecards = (await manager.findBy(FormSubmission, { accountId, formId: idOf('timecard') })).filter(
      (row) => (value(row, 'job') as { number?: string } | null)?.number === weekly.number,
    );
    const bookings = await manager.findBy(AssetBooking, { accountId, jobId: weekly.id });
    const quoteLines = value(
      quotes.find((row) => row.id === weekly.quoteId)!,
      'lineItems',
    ) as { unit: string }[];
    expect(quoteLines.map((line) => line.unit)).toEqual(expect.arrayContaining(['hour', 'day', 'each']));
    for (const [index, cycle] of cycles.entries()) {
      expect(cycle).toMatchObject({ quoteId: weekly.quoteId });
      expect(submissionOf(cycle).status).toBe('draft');
      expect(cycle.cycleEndDate! < today()).toBe(true);
      const inCycle = (day: string) => day >= cycle.cycleStartDate! && day <= cycle.cycleEndDate!;
      const hours = timecards
        .filter((row) => inCycle(row.localDateTime.slice(0, 10)))
        .reduce((sum, row) => sum + Number(row.totalHours), 0);
      const days = new Set<string>();
      for (const booking of bookings)
        for (let day = booking.startDate; day <= booking.endDate; day = addDays(day, 1))
          if (inCycle(day)) days.add(day);
      const lines = value(
        submissions.find((row) => row.id === cycle.formSubmissionId)!,
        'invoiceLineItems',
      ) as { unit: string; quantity: number; startDate: string }[];
      expect(lines.every((line) => line.startDate === cycle.cycleStartDate)).toBe(true);
      for (const line of lines) {
        if (line.unit === 'hour') expect(line.quantity).toBeCloseTo(hours, 2);
        else if (line.unit === 'day') expect(line.quantity).toBe(days.size);
        else expect(index).toBe(0);
      }
      const perCycle = quoteLines.filter((line) => line.unit === 'hour' || line.unit === 'day');
      expect(lines).toHaveLength(index === 0 ? quoteLines.length : perCycle.length);
      expect(Number(submissionOf(cycle).totalCents)).toBeLessThan(weekly.quotedCostCents!);
    }
    expect(cycles.slice(1).map((cycle) => cycle.cycleStartDate)).toEqual(
      cycles.slice(0, -1).map((cycle) => addDays(cycle.cycleEndDate!, 1)),
    );

    // The sales user's invoicing overview counts them.
    const { accessToken } = (await signIn('sales@summitcrane.com', DEMO_PASSWORD).expect(200)).body.data;
    const overview = await gql(ctx, accessToken, `{ invoiceOverview { readyToInvoice readyToApprove readyToSend } }`);
    expect(overview.data.invoiceOverview).toMatchObject({ readyToApprove: 1, readyToSend: 1 });
  });

  it('adds the demo submissions to an older demo account that has none, once', async () => {
    const manager = ctx.dataSource.manager;
    const { id: accountId } = await ctx.demoAccount();
    const before = await manager.countBy(FormSubmission, { accountId });
    await manager.delete(FormSubmission, { accountId });
    await manager.query('DELETE FROM form_submission_counter WHERE account_id = $1', [accountId]);
    expect(await addMissingDemoParts(manager, storage)).toEqual(['submissions', 'billing']);
    expect(await addMissingDemoParts(manager, storage)).toEqual([]);
    // The seed alone again (any submission made since is gone), numbered from 1 per form.
    const rows = await manager.find(FormSubmission, { where: { accountId }, order: { number: 'ASC' } });
    expect(rows.length).toBeGreaterThan(350);
    expect(rows.length).toBeLessThanOrEqual(before);
    const forms = new Set(rows.map((row) => row.formId));
    for (const formId of forms) {
      const numbers = rows.filter((row) => row.formId === formId).map((row) => row.number);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    expect(await manager.countBy(FormSubmissionAudit, { accountId })).toBeGreaterThan(100);
  });
});
