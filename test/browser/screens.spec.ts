// Issue 30 §4: what users tripped over in the screens in their first week.
import { expect, test, type Page } from '@playwright/test';
import { officeWithQuotedJob } from './billing.js';
import { DEMO_PASSWORD, OFFICE_ADMIN, signIn, signOut } from './support.js';

test.describe.configure({ timeout: 120_000 });

const SALES = 'sales@summitcrane.com';
const SUPER_ADMIN = 'superadmin@groundcrew.app';
const LAPTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };

async function signedIn(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/sign-in/);
}

/** How far the page scrolls sideways, in px. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The cells of the table whose content does not fit them (drawn over their neighbours). */
const overflowingCells = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('td')
    .evaluateAll((cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth + 1).map((cell) => cell.textContent),
    );

/** /quoting and /invoicing: the page does not scroll sideways and no cell of the list spills over its neighbour. */
async function expectReadableLists(page: Page) {
  for (const [path, table] of [
    ['/quoting', 'quotes-table'],
    ['/invoicing', 'invoicing-table'],
  ]) {
    await page.goto(path);
    await expect(page.getByTestId(table).locator('tbody tr').first()).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await overflowingCells(page, table)).toEqual([]);
  }
}

test.describe('at 1280 × 720', () => {
  test.use({ viewport: LAPTOP });

  test('the sales user creating an invoice sees the job’s crew and equipment by name', async ({ page }) => {
    // The office admin's job, flagged ready for invoice with a crew member and an asset.
    const { marker, job } = await officeWithQuotedJob(page);
    await signOut(page);
    await signedIn(page, SALES);
    await page.goto('/invoicing');
    await page.getByTestId('invoicing-search').fill(marker);
    await page.getByTestId(`invoicing-row-job-${job.jobId}`).getByRole('link', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/invoicing\/create\?/);
    const crew = page.getByTestId('invoice-crew');
    const equipment = page.getByTestId('invoice-equipment');
    await expect(crew.getByRole('heading')).toHaveText('Crew (1)');
    await expect(equipment.getByRole('heading')).toHaveText('Equipment (1)');
    await expect(crew).toContainText(job.crewName);
    await expect(equipment).toContainText(job.assetName);
    // Each asset shows its type and category under its name.
    await expect(equipment.locator('[data-testid^="invoice-equipment-"]').first()).toContainText(' · ');
  });

  test('/quoting and /invoicing do not scroll sideways', async ({ page }) => {
    await signedIn(page, OFFICE_ADMIN);
    await expectReadableLists(page);
  });

  test('a drag past a quicklink of another form type is refused, visibly', async ({ page }) => {
    await signedIn(page, OFFICE_ADMIN);
    await page.goto('/settings/form-manager');
    const rows = page.getByTestId('quicklink-row');
    await expect(rows.first()).toBeVisible();
    const types = await page.getByTestId('quicklink-type').allTextContents();
    const forms = await rows
      .getByRole('combobox', { name: 'Form' })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const other = types.findIndex((type) => type !== types[0]);
    expect(other).toBeGreaterThan(0);
    // The first row onto the first row of another type.
    const handle = (await page.getByRole('button', { name: `Drag ${forms[0]}`, exact: true }).boundingBox())!;
    const target = (await page.getByRole('button', { name: `Drag ${forms[other]}`, exact: true }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 10, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 + 5, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText(`${forms[0]} can only move among the ${types[0]} quicklinks.`)).toBeVisible();
    await expect
      .poll(() =>
        rows
          .getByRole('combobox', { name: 'Form' })
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toEqual(forms);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move ${forms[other]} up`, exact: true })).toBeDisabled();
  });

  test('a new quote line shows 1.00 and a long item name whole', async ({ page }) => {
    await signedIn(page, OFFICE_ADMIN);
    await page.goto('/quoting');
    await page.getByRole('link', { name: 'New Quote' }).click();
    await expect(page.getByRole('heading', { name: 'Quote Detail' })).toBeVisible();
    await page.getByTestId('form-field-lineItems-add').click();
    await expect(page.getByTestId('form-field-lineItems-quantity-0')).toHaveValue('1.00');
    const item = page.getByRole('textbox', { name: 'Item 1' });
    await item.fill('Liebherr LTM 1300-6.2 all-terrain crane with 78 m telescopic boom and luffing jib, operated');
    expect(await item.evaluate((input) => input.scrollWidth <= input.clientWidth + 1)).toBe(true);
    expect(await item.evaluate((input) => input.scrollHeight <= input.clientHeight + 1)).toBe(true);
  });

  test('an empty date shows MM/DD/YY and a quoted cost shows cents', async ({ page }) => {
    await signedIn(page, OFFICE_ADMIN);
    await page.goto('/jobs/create');
    await expect(page.getByRole('button', { name: 'End Date' })).toContainText('MM/DD/YY');
    const cost = page.getByRole('textbox', { name: 'Quoted Cost' });
    await cost.fill('19378.7');
    await cost.blur();
    await expect(cost).toHaveValue('$19,378.70');
  });

  test('the asset form says "Type is required!" and "Manufacturer is required!" when they are cleared', async ({
    page,
  }) => {
    await signedIn(page, OFFICE_ADMIN);
    await page.goto('/assets/create');
    // The clear button beside each select (hidden from assistive technology, as Mantine draws it).
    for (const name of ['Type', 'Manufacturer'])
      await page.getByRole('combobox', { name, exact: true }).locator('xpath=..').locator('button').click();
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    await expect(page.getByText('Type is required!', { exact: true })).toBeVisible();
    await expect(page.getByText('Manufacturer is required!', { exact: true })).toBeVisible();
  });

  test('a division saved without a name says "Division name is required"', async ({ page }) => {
    await signedIn(page, SUPER_ADMIN);
    await page.goto('/admin/division/create');
    await page.getByTestId('division-form-save').click();
    await expect(page.getByText('Division name is required', { exact: true })).toBeVisible();
  });

  test('after an invoice edit is saved, its details open at their top', async ({ page }) => {
    await signedIn(page, OFFICE_ADMIN);
    await page.goto('/invoicing?tab=ready-to-approve');
    await page.getByRole('link', { name: 'View Invoice' }).first().click();
    await expect(page).toHaveURL(/\/invoicing\/details\?/);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/invoicing\/edit\?/);
    await page.getByRole('button', { name: 'Add Line', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
    const reason = page.getByRole('dialog', { name: 'Reason for Change' });
    await reason.getByRole('textbox', { name: 'Reason for Change' }).fill('Added the rigging crew line');
    await reason.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/invoicing\/details\?/);
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('an office admin is sent from /quoting to the schedule (spec 1 §2.2)', async ({ page }) => {
    await signedIn(page, OFFICE_ADMIN);
    await page.goto('/quoting');
    await expect(page).toHaveURL(/\/schedule$/);
  });

  test('the quotes and invoices tables are readable: nothing drawn over its neighbour', async ({ page }) => {
    // Only a super admin stays on these pages on a phone.
    await signedIn(page, SUPER_ADMIN);
    await expectReadableLists(page);
  });
});
