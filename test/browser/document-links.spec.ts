import { expect, test } from '@playwright/test';
import { day, rest } from './billing.js';
import { DESKTOP, graphql, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });
test.describe.configure({ timeout: 150_000 });

test('sales sends a quote; the customer signs and approves it; sales sees it accepted by the customer', async ({
  page,
  browser,
}) => {
  const marker = unique();
  const customer = `Pat Lee ${marker}`;
  const email = `pat-${marker}@acme.example`;
  await signIn(page, 'sales@summitcrane.com');
  await expect(page).not.toHaveURL(/sign-in/);
  const { formTemplates } = await graphql<{ formTemplates: { id: string; name: string }[] }>(
    page,
    'query { formTemplates { id name } }',
    {},
  );
  const quoteForm = formTemplates.find((form) => form.name.toLowerCase().includes('quote'))!;
  const quote = await rest<{ id: string; number: number }>(page, 'POST', '/api/form', {
    formId: quoteForm.id,
    localDateTime: `${day(new Date())}T09:00`,
    fields: [
      { id: 'customerName', value: `Acme Builders ${marker}` },
      { id: 'jobName', value: `Bridge beam set ${marker}` },
      { id: 'contactEmail', value: email },
      { id: 'quoteDate', value: day(new Date()) },
      { id: 'lineItems', value: [{ name: 'Crane', quantity: 4, rate: 295, unit: 'hr', notes: '' }] },
    ],
    data: { status: 'draft' },
  });

  await page.goto(`/quoting/quote-detail?formId=${quoteForm.id}&formSubmissionId=${quote.id}`);
  await expect(page.getByTestId('quote-status-badge')).toHaveText('Draft');
  await page.getByTestId('document-send').click();
  const dialog = page.getByRole('dialog', { name: 'Send to the customer' });
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByTestId('document-send-subject')).toHaveValue(`Quote #${quote.number}`);
  await dialog.getByTestId('document-send-message').fill('Thank you for the chance to quote.');
  await dialog.getByTestId('document-send-submit').click();
  await expect(page.getByText('The e-mail is on its way.')).toBeVisible();
  await expect(page.getByTestId('quote-status-badge')).toHaveText('Sent');
  await expect(page.getByTestId('document-send-entry')).toContainText(`To ${email}`);
  const link = await page.getByTestId('document-link').inputValue();
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/d\/[A-Za-z0-9_-]{43}$/);

  // The customer, in a browser of their own (no session).
  const customerContext = await browser.newContext({ viewport: DESKTOP });
  const customerPage = await customerContext.newPage();
  await customerPage.goto(path);
  await expect(customerPage.getByTestId('customer-document-title')).toHaveText(`Quote #${quote.number}`);
  await expect(customerPage.getByTestId('customer-document-status')).toHaveText('Sent');
  await expect(customerPage.getByTestId('customer-document-lines')).toContainText('Crane');
  await expect(customerPage.getByTestId('customer-document-totals')).toContainText('Total: $1,180.00');
  await expect(customerPage.getByTestId('customer-document-pdf')).toHaveAttribute(
    'href',
    `/api/public/documents${path.slice(2)}/pdf`,
  );
  await customerPage.getByTestId('customer-answer-name').fill(customer);
  const pad = await customerPage.getByTestId('signature-pad').boundingBox();
  await customerPage.mouse.move(pad!.x + 30, pad!.y + 100);
  await customerPage.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 120],
    [220, 50],
    [300, 110],
  ]) {
    await customerPage.mouse.move(pad!.x + x, pad!.y + y, { steps: 5 });
  }
  await customerPage.mouse.up();
  await customerPage.getByTestId('customer-answer-submit').click();
  await expect(customerPage.getByTestId('customer-document-status')).toHaveText('Accepted');
  await expect(customerPage.getByTestId('customer-document-answer')).toHaveCount(0);
  await customerContext.close();

  await page.reload();
  await expect(page.getByTestId('quote-status-badge')).toHaveText('Accepted');
  await expect(page.getByTestId('document-answer')).toContainText(customer);
  await expect(page.getByTestId('quote-history')).toContainText(`Accepted by ${customer} on the customer page`);
});
