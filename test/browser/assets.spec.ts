import { expect, test } from '@playwright/test';
import { TINY_PNG } from '../support/images.js';
import { choose, DESKTOP, OFFICE_ADMIN, signIn, unique } from './support.js';

test.use({ viewport: DESKTOP });

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });

test('an office admin creates an asset, adds images and a document, sets another image primary and duplicates it', async ({
  page,
}) => {
  await signIn(page, OFFICE_ADMIN);
  await expect(page).toHaveURL(/\/map$/);
  await page.goto('/assets/create');
  await expect(page.getByTestId('asset-form-heading')).toHaveText('Create New Asset');

  const name = `Test crawler ${unique()}`;
  await page.getByLabel(/^Name\b/).fill(name);
  await choose(page.getByTestId('asset-form-category'), 'Cranes > Crawler');
  await choose(page.getByTestId('asset-form-assetType'), 'Crawler Crane');
  await choose(page.getByTestId('asset-form-manufacturer'), 'Liebherr');
  await page.getByTestId('asset-form-save').click();
  await expect(page.getByText('Asset Created')).toBeVisible();
  await expect(page).toHaveURL(/\/assets\/asset-detail\?assetId=/);
  const assetId = new URL(page.url()).searchParams.get('assetId')!;

  await page.goto(`/assets/asset-images?assetId=${assetId}`);
  await expect(page.getByText('No asset images found.')).toBeVisible();
  const addImage = page.getByTestId('asset-images-add-input');
  await addImage.setInputFiles(png('front.png'));
  await expect(page.getByTestId('asset-images-grid').getByRole('img')).toHaveCount(1);
  await addImage.setInputFiles(png('side.png'));
  const grid = page.getByTestId('asset-images-grid');
  await expect(grid.getByRole('img')).toHaveCount(2);
  await expect(grid.getByTestId('asset-image-primary')).toHaveCount(1);

  await grid.getByRole('button', { name: 'View side.png' }).hover();
  await page.getByRole('button', { name: 'Set side.png as primary' }).click();
  await expect(page.getByText('Attachment updated.')).toBeVisible();
  // Primary first: the side view now leads the grid and carries the only primary mark.
  await expect(grid.getByRole('img').first()).toHaveAttribute('alt', /side\.png/);
  await expect(grid.getByTestId('asset-image-primary')).toHaveCount(1);

  await page.goto(`/assets/asset-documents?assetId=${assetId}`);
  await expect(page.getByText('No asset documents found.')).toBeVisible();
  await page.getByTestId('asset-documents-add-input').setInputFiles({
    name: 'load-chart.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByTestId('asset-documents-table').getByText('load-chart.pdf')).toBeVisible();

  await page.goto(`/assets/overview?assetId=${assetId}`);
  await expect(page.getByTestId('asset-overview-name')).toHaveText(name);
  await expect(page.getByTestId('asset-images-view-all')).toContainText('2');
  await page.getByTestId('asset-duplicate').click();
  await expect(page).toHaveURL(/\/assets\/create$/);
  await expect(page.getByLabel(/^Name\b/)).toHaveValue(name);
  await page.getByLabel(/^Name\b/).fill(`${name} (copy)`);
  await page.getByTestId('asset-form-save').click();
  await expect(page.getByText('Asset Created')).toBeVisible();
  await expect(page).toHaveURL(/\/assets\/asset-detail\?assetId=/);
  expect(new URL(page.url()).searchParams.get('assetId')).not.toBe(assetId);
});
