import type { PdfConfig, PdfField } from '../../forms/engine/index.js';
import type { DemoField, ValueFieldType } from './layout.js';

/** The templates name fields by id only. */
type FieldRef = Pick<DemoField, 'id'>;

/*
 * The demo templates' PDFs: Handlebars over the context src/pdf gives every form PDF (docs/pdf.md), in which
 * `fields.<id>` is a field's `label`, its `value` already written as text (by the PDF config's format, else by the
 * field type), `images` (data: URLs) and, for crew and line items, `columns`, `rows` and `totals`; `info` holds the
 * submission's number, status, date and submitter as text. The values arrive formatted, so the templates need only
 * `{{#each}}`, `{{#if}}` and the `default` helper (an em dash for an empty value). The pieces every document repeats
 * are built here once; one stylesheet serves them all (classes prefixed `sc-`).
 */

export const DEMO_PDF_CSS = `
.sc-doc { color: #1a1b1e; font-size: 9.5pt; line-height: 1.35; }
.sc-header { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px;
  border-bottom: 3px solid #e8590c; padding-bottom: 8px; margin-bottom: 12px; }
.sc-company { font-size: 13pt; font-weight: bold; }
.sc-tagline { color: #495057; font-size: 8.5pt; }
.sc-title { text-align: right; }
.sc-title h1 { font-size: 16pt; margin: 0; letter-spacing: 0.03em; text-transform: uppercase; }
.sc-number { font-size: 11pt; font-weight: bold; }
.sc-status { color: #495057; }
.sc-section { margin: 0 0 12px; break-inside: avoid-page; }
.sc-section h2 { font-size: 10.5pt; margin: 0 0 6px; padding: 3px 6px; background: #f1f3f5; border-left: 3px solid #e8590c; }
.sc-facts { display: grid; gap: 6px 16px; }
.sc-facts + .sc-facts { margin-top: 6px; }
.sc-cols-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.sc-cols-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.sc-cols-4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }
.sc-label { font-size: 7pt; text-transform: uppercase; letter-spacing: 0.04em; color: #6c757d; }
.sc-value { white-space: pre-wrap; overflow-wrap: anywhere; min-height: 1.2em; }
.sc-block { margin: 6px 0; }
.sc-table { width: 100%; border-collapse: collapse; }
.sc-table th { text-align: left; font-size: 7.5pt; color: #495057; border-bottom: 1px solid #868e96; padding: 3px 5px; }
.sc-table td { border-bottom: 1px solid #e9ecef; padding: 3px 5px; vertical-align: top; overflow-wrap: anywhere; }
.sc-table tr { break-inside: avoid; }
.sc-col-quantity, .sc-col-rate, .sc-col-amount { text-align: right !important; white-space: nowrap; }
.sc-totals { margin: 6px 0 0 auto; border-collapse: collapse; min-width: 38%; }
.sc-totals td { padding: 2px 6px; text-align: right; }
.sc-totals tr:last-child td { font-weight: bold; font-size: 11pt; border-top: 2px solid #1a1b1e; }
.sc-result { width: 16%; font-weight: bold; }
.sc-result[data-result="Pass"] { color: #2b8a3e; }
.sc-result[data-result="Fail"] { color: #c92a2a; }
.sc-empty { color: #868e96; font-style: italic; }
.sc-photos { display: flex; flex-wrap: wrap; gap: 6px; }
.sc-photos img { width: 1.7in; height: 1.275in; object-fit: cover; border: 1px solid #dee2e6; }
.sc-signatures { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 16px; margin-top: 16px; break-inside: avoid; }
.sc-signature { min-height: 0.9in; border-bottom: 1px solid #1a1b1e; display: flex; align-items: flex-end; }
.sc-signature img { max-width: 2.8in; max-height: 0.85in; }
.sc-terms { font-size: 8pt; color: #343a40; }
.sc-footer { margin-top: 16px; padding-top: 4px; border-top: 1px solid #ced4da; font-size: 7.5pt; color: #868e96; }
`;

const COMPANY = 'Summit Crane &amp; Rigging';
const TAGLINE = 'Crane rental · Rigging · Heavy haul — Denver · Salt Lake City · Phoenix';

/** A field's value as text, an em dash when empty. */
export const valueOf = (demoField: FieldRef) => `{{default fields.${demoField.id}.value "—"}}`;

const labelOf = (demoField: FieldRef) => `{{fields.${demoField.id}.label}}`;

const labelled = (demoField: FieldRef, extraClass = '') =>
  `<div${extraClass ? ` class="${extraClass}"` : ''}><div class="sc-label">${labelOf(demoField)}</div>` +
  `<div class="sc-value">${valueOf(demoField)}</div></div>`;

/** Labelled values side by side, `columns` to a line. */
export const facts = (demoFields: FieldRef[], columns: 2 | 3 | 4 = 3) =>
  `<div class="sc-facts sc-cols-${columns}">${demoFields.map((demoField) => labelled(demoField)).join('')}</div>`;

/** A labelled multi-line value (notes, descriptions), shown only when filled in. */
export const block = (demoField: FieldRef, extraClass = 'sc-block') =>
  `{{#if fields.${demoField.id}.value}}${labelled(demoField, extraClass)}{{/if}}`;

/** A titled part of the document. */
export const part = (title: string, ...content: string[]) =>
  `<section class="sc-section"><h2>${title}</h2>${content.join('\n')}</section>`;

/** A crew or line-item table (the context's columns and rows), with the line-item totals when there are any. */
export function table(demoField: FieldRef, emptyText: string): string {
  const path = `fields.${demoField.id}`;
  return (
    `{{#if ${path}.rows.length}}<table class="sc-table"><thead><tr>` +
    `{{#each ${path}.columns}}<th class="sc-col-{{key}}">{{label}}</th>{{/each}}</tr></thead><tbody>` +
    `{{#each ${path}.rows}}<tr>{{#each this}}<td class="sc-col-{{key}}">{{value}}</td>{{/each}}</tr>{{/each}}` +
    `</tbody></table>{{else}}<p class="sc-empty">${emptyText}</p>{{/if}}` +
    `{{#if ${path}.totals}}<table class="sc-totals">` +
    `{{#each ${path}.totals}}<tr><td>{{label}}</td><td>{{value}}</td></tr>{{/each}}</table>{{/if}}`
  );
}

/** Answers (Pass / Fail / N/A, a checkbox's Yes) as a two-column table; Pass and Fail coloured. */
export function checklist(items: FieldRef[]): string {
  const rows = items.map(
    (item) =>
      `<tr><td>${labelOf(item)}</td>` +
      `<td class="sc-result" data-result="{{fields.${item.id}.value}}">${valueOf(item)}</td></tr>`,
  );
  return `<table class="sc-table"><thead><tr><th>Item</th><th>Result</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Photo thumbnails, or a note that there are none. */
export const photos = (demoField: FieldRef) =>
  `{{#if fields.${demoField.id}.images.length}}<div class="sc-photos">` +
  `{{#each fields.${demoField.id}.images}}<img src="{{this}}" alt="Photo">{{/each}}</div>` +
  `{{else}}<p class="sc-empty">No photos attached.</p>{{/if}}`;

/** Signature lines: each the signature image over its label and, when given, the signer's name. */
export function signatures(...lines: { signature: FieldRef; signedBy?: FieldRef }[]): string {
  const line = ({ signature, signedBy }: { signature: FieldRef; signedBy?: FieldRef }) =>
    `<div><div class="sc-signature">{{#each fields.${signature.id}.images}}<img src="{{this}}" alt="Signature">{{/each}}</div>` +
    `<div class="sc-label">${labelOf(signature)}${signedBy ? ` — {{fields.${signedBy.id}.value}}` : ''}</div></div>`;
  return `<div class="sc-signatures">${lines.map(line).join('')}</div>`;
}

/** The whole document: letterhead, title with the submission's number and status, the parts, a footer. */
export function pdfDocument(title: string, parts: string[], footer: string): string {
  return [
    '<div class="sc-doc">',
    `<header class="sc-header"><div><div class="sc-company">${COMPANY}</div><div class="sc-tagline">${TAGLINE}</div></div>`,
    `<div class="sc-title"><h1>${title}</h1><div class="sc-number">{{info.number}}</div>` +
      '{{#if info.status}}<div class="sc-status">{{info.status}}</div>{{/if}}</div></header>',
    ...parts,
    `<footer class="sc-footer">${footer}{{#if info.submitted}} · Submitted {{info.submitted}}{{/if}}` +
      '{{#if info.userName}} by {{info.userName}}{{/if}}</footer>',
    '</div>',
  ].join('\n');
}

/**
 * Formats the PDF config sets by field type where the type's default is not already what a reader wants, and for
 * the pictures. Others (numbers with their unit, times with "(next day)") are left to src/pdf's defaults.
 */
const PDF_FORMAT: Partial<Record<ValueFieldType, PdfField['format']>> = {
  MultiImageField: 'image',
  SignatureField: 'signature',
  Checkbox: 'yesNo',
  TotalField: 'money',
};

/** The PDF config: the document, the shared stylesheet and every field with its label and format. */
export function demoPdfConfig(
  demoFields: Pick<DemoField, 'id' | 'name' | 'type'>[],
  hbsTemplate: string,
  formats: Record<string, PdfField['format']> = {},
): PdfConfig {
  return {
    hbsTemplate,
    cssTemplate: DEMO_PDF_CSS,
    fields: demoFields.map((demoField) => {
      const format = formats[demoField.id] ?? PDF_FORMAT[demoField.type];
      return { fieldId: demoField.id, label: demoField.name, ...(format ? { format } : {}) };
    }),
  };
}
