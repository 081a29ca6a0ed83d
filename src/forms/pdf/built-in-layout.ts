/**
 * The PDF of a form without a PDF config: a Handlebars template over the same context an admin's template gets
 * (form-document.ts), so an admin can start a PDF config from it. A header (form name, number, status, date, who
 * submitted it), then the web layout's rows: each field's title over its value, tables for crew and line items
 * (with their totals), signature images and photo thumbnails. Classes are prefixed `gc-` so that they do not meet an
 * admin's CSS in a bulk document.
 */
export const BUILT_IN_CSS = `
.gc-doc { color: #1a1b1e; }
.gc-header { display: flex; justify-content: space-between; align-items: flex-end; gap: 16px;
  border-bottom: 2px solid #1a1b1e; padding-bottom: 8px; margin-bottom: 12px; }
.gc-title { font-size: 18pt; font-weight: bold; margin: 0; }
.gc-subtitle { color: #495057; margin-top: 2px; }
.gc-number { font-size: 14pt; font-weight: bold; text-align: right; white-space: nowrap; }
.gc-meta { display: grid; grid-template-columns: repeat(4, 1fr); gap: 4px 16px; margin-bottom: 12px; }
.gc-label { font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.04em; color: #6c757d; margin-bottom: 2px; }
.gc-value { white-space: pre-wrap; overflow-wrap: anywhere; min-height: 1.2em; }
.gc-empty { color: #adb5bd; }
.gc-row { display: grid; gap: 8px 16px; margin: 0 0 10px; break-inside: avoid; }
.gc-cell { min-width: 0; }
.gc-heading { font-size: 11pt; font-weight: bold; margin: 14px 0 6px; padding-bottom: 2px; border-bottom: 1px solid #ced4da; }
.gc-note { color: #495057; margin: 0 0 10px; }
.gc-divider { border: 0; border-top: 1px solid #ced4da; margin: 4px 0 12px; }
.gc-table { width: 100%; border-collapse: collapse; margin-top: 2px; }
.gc-table th { text-align: left; font-size: 8pt; color: #495057; border-bottom: 1px solid #868e96; padding: 3px 6px; }
.gc-table td { border-bottom: 1px solid #e9ecef; padding: 3px 6px; vertical-align: top; overflow-wrap: anywhere; }
.gc-table tr { break-inside: avoid; }
.gc-totals { margin: 6px 0 0 auto; border-collapse: collapse; min-width: 40%; }
.gc-totals td { padding: 2px 6px; text-align: right; }
.gc-totals tr:last-child td { font-weight: bold; border-top: 1px solid #1a1b1e; }
.gc-photos { display: flex; flex-wrap: wrap; gap: 6px; }
.gc-photos img { width: 1.6in; height: 1.2in; object-fit: cover; border: 1px solid #dee2e6; }
.gc-signature { max-width: 2.6in; max-height: 0.9in; border-bottom: 1px solid #868e96; display: block; }
`;

export const BUILT_IN_HBS = `<div class="gc-doc">
<div class="gc-header">
  <div><h1 class="gc-title">{{form.name}}</h1>{{#if info.status}}<div class="gc-subtitle">Status: {{info.status}}</div>{{/if}}</div>
  <div class="gc-number">{{info.number}}</div>
</div>
<div class="gc-meta">
  <div><div class="gc-label">Date</div><div class="gc-value">{{default info.date "—"}}</div></div>
  <div><div class="gc-label">Submitted</div><div class="gc-value">{{default info.submitted "—"}}</div></div>
  <div><div class="gc-label">Submitted By</div><div class="gc-value">{{default info.userName "—"}}</div></div>
  {{#if info.totalHours}}<div><div class="gc-label">Total Hours</div><div class="gc-value">{{info.totalHours}}</div></div>{{/if}}
</div>
{{#each layout}}
  {{#if divider}}<hr class="gc-divider">{{/if}}
  {{#if heading}}<div class="gc-heading">{{heading}}</div>{{/if}}
  {{#if note}}<p class="gc-note">{{note}}</p>{{/if}}
  {{#if cells}}
  <div class="gc-row" style="grid-template-columns: repeat({{columns}}, minmax(0, 1fr))">
    {{#each cells}}
    <div class="gc-cell" style="grid-column: {{columnStart}} / {{columnEnd}}">
      <div class="gc-label">{{label}}</div>
      {{#if (eq kind "table")}}
        {{#if rows.length}}
        <table class="gc-table"><thead><tr>{{#each columns}}<th{{#if (or (eq key "quantity") (eq key "rate") (eq key "amount"))}} style="text-align:right"{{/if}}>{{label}}</th>{{/each}}</tr></thead>
        <tbody>{{#each rows}}<tr>{{#each this}}<td{{#if (or (eq key "quantity") (eq key "rate") (eq key "amount"))}} style="text-align:right"{{/if}}>{{value}}</td>{{/each}}</tr>{{/each}}</tbody></table>
        {{else}}<div class="gc-value gc-empty">—</div>{{/if}}
        {{#if totals}}<table class="gc-totals">{{#each totals}}<tr><td>{{label}}</td><td>{{value}}</td></tr>{{/each}}</table>{{/if}}
      {{else if (eq kind "images")}}
        {{#if images.length}}<div class="gc-photos">{{#each images}}<img src="{{this}}" alt="">{{/each}}</div>
        {{else}}<div class="gc-value gc-empty">—</div>{{/if}}
      {{else if (eq kind "signature")}}
        {{#if images.length}}<img class="gc-signature" src="{{images.[0]}}" alt="Signature">
        {{else}}<div class="gc-value gc-empty">—</div>{{/if}}
      {{else}}
        <div class="gc-value{{#unless value}} gc-empty{{/unless}}">{{default value "—"}}</div>
      {{/if}}
    </div>
    {{/each}}
  </div>
  {{/if}}
{{/each}}
</div>`;
