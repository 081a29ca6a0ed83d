// The billing journeys' set-up through the API: a quoted job, flagged ready for invoice, of the test's own.
import { expect, type Page } from '@playwright/test';
import { accessToken, graphql, OFFICE_ADMIN, signIn, unique } from './support.js';

const pad = (n: number) => String(n).padStart(2, '0');
export const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export async function rest<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface PriceBookItem {
  id: string;
  name: string;
  rate: number;
  unit: string;
}

/**
 * Through the API, as the signed-in office administrator: a quote of the demo quote form priced from the price book
 * (8 hours of the 90-ton crane and 8 of its operator: $3,120.00), and a job made from it, flagged ready for invoice,
 * with a crew member and an asset.
 */
export async function quotedJob(page: Page, marker: string) {
  const { formTemplates } = await graphql<{ formTemplates: { id: string; name: string; formTypeSlug: string }[] }>(
    page,
    'query { formTemplates { id name formTypeSlug } }',
    {},
  );
  const quoteForm = formTemplates.find((form) => form.name.toLowerCase().includes('quote'))!;
  const invoiceForm = formTemplates.find((form) => form.formTypeSlug.toLowerCase() === 'invoice')!;
  const { priceBookItems } = await graphql<{ priceBookItems: PriceBookItem[] }>(
    page,
    'query { priceBookItems { id name rate unit } }',
    {},
  );
  const item = (name: string) => priceBookItems.find((candidate) => candidate.name === name)!;
  const lines = [item('90-ton all-terrain crane'), item('Certified crane operator')].map((priced) => ({
    pricebookItemId: priced.id,
    name: priced.name,
    quantity: 8,
    rate: priced.rate,
    unit: priced.unit,
    notes: '',
  }));
  const today = new Date();
  const quote = await rest<{ id: string; totalCents: number }>(page, 'POST', '/api/form', {
    formId: quoteForm.id,
    localDateTime: `${day(today)}T09:00`,
    version: '0.0.5',
    fields: [
      { id: 'customerName', value: `Acme Builders ${marker}` },
      { id: 'jobName', value: `Bridge beam set ${marker}` },
      { id: 'quoteDate', value: day(today) },
      { id: 'lineItems', value: lines },
    ],
  });
  expect(quote.totalCents).toBe(312_000);

  const branches = await rest<{ id: string; name: string; divisionId: string }[]>(page, 'GET', '/api/branch');
  const denver = branches.find((branch) => branch.name === 'Denver')!;
  const users = await rest<{ id: string; firstName: string; lastName: string }[]>(page, 'GET', '/api/users');
  const crew = users.find((user) => user.firstName === 'Jake') ?? users[0];
  const assets = await rest<{ id: string; assetName: string }[]>(page, 'GET', '/api/v2/search/asset?limit=1');
  const end = new Date(today.getTime() + 2 * 86_400_000);
  const { createComplexJob } = await graphql<{
    createComplexJob: { success: boolean; message: string; job: { id: string; number: string } };
  }>(
    page,
    'mutation ($input: CreateComplexJobInput!) { createComplexJob(input: $input) { success message job { id number } } }',
    {
      input: {
        name: `Bridge beam set ${marker}`,
        number: `INV-${marker}`,
        startDate: day(today),
        endDate: day(end),
        branchIds: [denver.id],
        divisionIds: [denver.divisionId],
        customer: { name: `Acme Builders ${marker}` },
        quoteId: quote.id,
        isReadyForInvoice: true,
        complexTasks: [{ userIds: [crew.id], assetIds: [assets[0].id] }],
      },
    },
  );
  expect(createComplexJob.success).toBe(true);
  return {
    invoiceFormId: invoiceForm.id,
    quoteId: quote.id,
    jobId: createComplexJob.job.id,
    jobNumber: createComplexJob.job.number,
    crewName: `${crew.firstName} ${crew.lastName}`,
    assetName: assets[0].assetName,
  };
}

/** Signed in as the office administrator, with a quoted job of its own (`quotedJob`) found by `marker`. */
export async function officeWithQuotedJob(page: Page) {
  const marker = unique();
  await signIn(page, OFFICE_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);
  return { marker, job: await quotedJob(page, marker) };
}
