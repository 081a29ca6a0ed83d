import { describe, expect, it } from '@jest/globals';
import { timecardTemplate } from '../engine/fixtures/timecard.template.js';
import { formPdfFileName, formPdfPart } from './form-pdf.js';
import { SAMPLE_SIGNATURE } from './sample-images.js';
import { sampleSubmission } from './sample-submission.js';

describe('the built-in layout', () => {
  it('shows the header and every field of the web layout with its title and value', () => {
    const template = timecardTemplate();
    const { body, css } = formPdfPart({ template, submission: sampleSubmission(template) });
    expect(css).toContain('.gc-row');
    for (const text of [
      '<h1 class="gc-title">Daily Crane Timecard</h1>',
      'Status: New',
      '#1024',
      '11/20/2026, 4:42pm',
      'Operators and riggers',
      '<td>Casey Nguyen</td>',
      '1042 · Riverside Tower – Roof Trusses',
      'In 6:55am · Out 3:35pm · 30 min out · 8.00 hours',
      'Rigging inspected before the first lift',
      `<img class="gc-signature" src="${SAMPLE_SIGNATURE.replace(/=/g, '&#x3D;')}"`,
      'grid-column: 1 / 4',
    ]) {
      expect(body).toContain(text);
    }
    expect(body.match(/<hr class="gc-divider">/g)).toHaveLength(4);
    expect(body.match(/<div class="gc-photos"><img /g)).toHaveLength(1);
  });

  it('escapes what the submission holds and shows a dash for empty values', () => {
    const template = timecardTemplate();
    const { body } = formPdfPart({
      template,
      submission: { fields: [{ id: 'customerName', value: '<b>Acme</b> & "Sons"' }] },
    });
    expect(body).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; &quot;Sons&quot;');
    expect(body).not.toContain('<b>Acme');
    expect(body).toContain('<div class="gc-value gc-empty">—</div>');
  });

  it('uses the PDF config instead when there is one', () => {
    const template = timecardTemplate();
    const part = formPdfPart({
      template,
      submission: sampleSubmission(template),
      pdfConfig: {
        hbsTemplate: '<h2>{{fields.job.label}}: {{fields.job.value}}</h2>',
        cssTemplate: 'h2 { color: red }',
        fields: [],
      },
    });
    expect(part).toEqual({ body: '<h2>Job: 1042 · Riverside Tower – Roof Trusses</h2>', css: 'h2 { color: red }' });
  });

  it('names the file after the download name and the number', () => {
    const template = timecardTemplate();
    expect(formPdfFileName(template, { number: 1024 })).toBe('Timecard 1024.pdf');
    template.layouts!.web!.downloadName = 'Crane / Timecard: "daily"';
    expect(formPdfFileName(template, {})).toBe('Crane Timecard daily.pdf');
  });
});
