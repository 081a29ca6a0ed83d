/**
 * The HTML document Chromium prints: a body (an admin's template output, or the built-in layout) with its CSS.
 * The CSS goes into a `<style>` element; `</style` inside it is escaped so that the CSS cannot end the element and
 * add markup of its own.
 */
export interface HtmlPart {
  /** The body's HTML. */
  body: string;
  /** CSS for it (a PDF config's `cssTemplate`). */
  css?: string;
}

/** Page defaults (US Letter, half-inch margins); a template's own `@page` rule wins (preferCSSPageSize). */
const PAGE_CSS = `@page { size: letter; margin: 0.5in; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: "Liberation Sans", Arial, Helvetica, "DejaVu Sans", sans-serif; font-size: 10pt; }
.gc-part + .gc-part { break-before: page; }`;

/** CSS text that is safe inside `<style>`: no `</style` (in any case) can close the element. */
export function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function documentOf(title: string, styles: string[], body: string): string {
  const style = [PAGE_CSS, ...styles]
    .filter(Boolean)
    .map((css) => `<style>${styleText(css)}</style>`)
    .join('\n');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>\n${style}\n</head><body>${body}</body></html>`;
}

/** One document of one part. */
export function htmlDocument(part: HtmlPart, title = 'Document'): string {
  return documentOf(title, [part.css ?? ''], part.body);
}

/**
 * One document of many parts, each starting on a new page (bulk PDFs). Each distinct CSS is included once and
 * applies to the whole document: give parts of one form (one PDF config) together.
 */
export function pagedHtmlDocument(parts: readonly HtmlPart[], title = 'Documents'): string {
  const styles = [...new Set(parts.map((part) => part.css ?? ''))];
  const body = parts.map((part) => `<div class="gc-part">${part.body}</div>`).join('\n');
  return documentOf(title, styles, body);
}
