import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, OFFICE_ADMIN, signIn } from './support.js';

test.use({ viewport: DESKTOP });
// One journey through several pages and saves: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const JSA = 'Job Safety Analysis (JSA)';
const LIFT_PLAN = 'Lift Plan';

/** The forms of the Quicklink Order rows, top to bottom. */
const rowForms = (page: Page) =>
  page
    .getByTestId('quicklink-row')
    .getByRole('combobox', { name: 'Form' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function openFormManager(page: Page) {
  await page.getByTestId('subnav-form-manager').click();
  await expect(page.getByRole('heading', { name: 'Quicklink Order' })).toBeVisible();
  await expect.poll(() => rowForms(page)).toContain(LIFT_PLAN);
}

/** Moves `name`'s row onto `target`'s place by dragging its handle (dnd-kit's pointer sensor). */
async function drag(page: Page, name: string, target: string) {
  const handle = page.getByRole('button', { name: `Drag ${name}`, exact: true });
  const to = page.getByRole('button', { name: `Drag ${target}`, exact: true });
  const from = (await handle.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - 5, { steps: 12 });
  await page.mouse.up();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Form Updated.')).toBeVisible();
}

test('quicklinks reordered by drag and drop and by the buttons stay in their new order after a reload', async ({
  page,
}) => {
  // The office admin has web:settings, not super admin: the form manager is a settings page.
  await signIn(page, OFFICE_ADMIN);
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto('/settings');
  await openFormManager(page);
  const before = await rowForms(page);
  expect(before.indexOf(JSA)).toBe(before.indexOf(LIFT_PLAN) - 1); // both safety forms, the JSA first
  const rowsFor = (forms: string[], first: string, second: string) => {
    const next = forms.filter((form) => form !== first && form !== second);
    next.splice(forms.indexOf(JSA), 0, first, second);
    return next;
  };

  // Drag the Lift Plan above the JSA and save.
  await drag(page, LIFT_PLAN, JSA);
  await expect.poll(() => rowForms(page)).toEqual(rowsFor(before, LIFT_PLAN, JSA));
  await save(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quicklink Order' })).toBeVisible();
  await expect.poll(() => rowForms(page)).toEqual(rowsFor(before, LIFT_PLAN, JSA));

  // Move it back down with the button and save.
  await page.getByRole('button', { name: `Move ${LIFT_PLAN} down`, exact: true }).click();
  await expect.poll(() => rowForms(page)).toEqual(before);
  await save(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quicklink Order' })).toBeVisible();
  await expect.poll(() => rowForms(page)).toEqual(before);
});
