import { describe, expect, it } from '@jest/globals';
import { htmlDocument, pagedHtmlDocument, styleText } from '../../pdf/html-document.js';
import { PdfTemplateError } from '../../pdf/pdf-errors.js';
import { checkTemplate, EACH_LIMIT, PDF_HELPERS, renderTemplate } from './templates.js';

function templateError(run: () => unknown): PdfTemplateError {
  try {
    run();
  } catch (error) {
    if (error instanceof PdfTemplateError) return error;
    throw error;
  }
  throw new Error('no PdfTemplateError was thrown');
}

describe('PDF templates (Handlebars)', () => {
  it('formats with the helpers', () => {
    const context = {
      total: 4852.18,
      amountCents: 125050,
      qty: 1234.567,
      hours: 8.5,
      day: '2026-11-20',
      start: '2026-11-20T07:30',
      submitted: '2026-11-20T23:42:00Z',
      ok: true,
      crew: [{ userName: 'Jordan Lee' }, { userName: 'Sam Rivera' }],
      status: 'Approved',
      blank: '',
    };
    const render = (source: string) => renderTemplate(source, context, { timezoneOffset: 420 });
    expect(render('{{money total}} {{cents amountCents}} {{formatNumber qty}} {{formatNumber qty 0}}')).toBe(
      '$4,852.18 $1,250.50 1,234.57 1,235',
    );
    expect(render('{{formatHours hours}} {{yesNo ok}} {{join crew}} {{join crew ", "}}')).toBe(
      '8.50 Yes Jordan Lee; Sam Rivera Jordan Lee, Sam Rivera',
    );
    expect(render('{{formatDate day}} {{formatDate day "MMMM d, yyyy"}} {{formatTime start}}')).toBe(
      '11/20/2026 November 20, 2026 7:30am',
    );
    expect(render('{{formatDateTime submitted}}')).toBe('11/20/2026, 4:42pm');
    expect(render('{{formatAs total "constructor"}} {{formatAs total "nope"}}')).toBe('4852.18 4852.18');
    expect(render('{{default blank "—"}} {{default status "—"}} {{formatAs total "money"}} {{display crew}}')).toBe(
      '— Approved $4,852.18 Jordan Lee; Sam Rivera',
    );
    expect(
      render('{{#if (eq status "Approved")}}A{{/if}}{{#if (ne status "New")}}B{{/if}}{{#if (not blank)}}C{{/if}}'),
    ).toBe('ABC');
    expect(render('{{#if (and ok status)}}D{{/if}}{{#if (or blank ok)}}E{{/if}}{{#if (isEmpty blank)}}F{{/if}}')).toBe(
      'DEF',
    );
  });

  it('escapes values as HTML', () => {
    expect(renderTemplate('<p>{{name}}</p>', { name: '<img src=x onerror=alert(1)>&' })).toBe(
      '<p>&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;&amp;</p>',
    );
  });

  it('never reaches prototypes', () => {
    const context = { values: { a: 1 }, list: [1] };
    expect(renderTemplate('[{{constructor.constructor}}]', context)).toBe('[]');
    expect(renderTemplate('[{{#with __proto__}}{{constructor}}x{{/with}}]', context)).toBe('[]');
    expect(renderTemplate('[{{values.__proto__}}{{values.constructor.name}}]', context)).toBe('[]');
    expect(renderTemplate('[{{lookup values "constructor"}}{{lookup list "__proto__"}}]', context)).toBe('[]');
    expect(renderTemplate('[{{#each values.__proto__}}x{{/each}}{{list.constructor.prototype}}]', context)).toBe('[]');
    // A field id that happens to be "__proto__" is plain data.
    const values = Object.fromEntries([['__proto__', 'stored']]);
    expect(renderTemplate('{{values.__proto__}}', { values })).toBe('stored');
  });

  it('refuses a template that is not text', () => {
    for (const source of [{ type: 'Program', body: [] }, null, 42, ['{{x}}']]) {
      const error = templateError(() => renderTemplate(source, {}));
      expect(error.getStatus()).toBe(400);
      expect(error.message).toBe('PDF template error: the template must be text.');
      expect(() => checkTemplate(source)).toThrow(PdfTemplateError);
    }
  });

  it('says what does not compile, and on which line', () => {
    const unclosed = templateError(() => renderTemplate('<h1>{{title}}</h1>\n<p>{{#each items}}{{name}}</p>', {}));
    expect(unclosed.message).toBe(
      "PDF template error on line 2: Expecting 'OPEN_INVERSE_CHAIN', 'INVERSE', 'OPEN_ENDBLOCK', got 'EOF'",
    );
    expect(unclosed.line).toBe(2);
    expect(unclosed.getResponse()).toMatchObject({
      statusCode: 400,
      errors: { hbsTemplate: [expect.stringContaining('Parse error on line 2:')] },
    });

    const mismatched = templateError(() => checkTemplate('<p>\n{{#if a}}\n x {{/each}}'));
    expect(mismatched.message).toBe("PDF template error on line 2: if doesn't match each");
    expect([mismatched.line, mismatched.column]).toEqual([2, 3]);

    const unknown = templateError(() => checkTemplate('{{shout name}}'));
    expect(unknown.message).toBe(
      'PDF template error on line 1: You specified knownHelpersOnly, but used the unknown helper shout',
    );
    // No helper writes to the server's log.
    expect(() => checkTemplate('{{log "hello"}}')).toThrow('unknown helper log');
    expect(() => checkTemplate('<p>{{money total}}</p>')).not.toThrow();
  });

  it('says what failed while rendering', () => {
    expect(templateError(() => renderTemplate('{{#each}}x{{/each}}', {})).message).toBe(
      'PDF template error: Must pass iterator to #each',
    );
    expect(templateError(() => renderTemplate('{{> header}}', {})).message).toBe(
      'PDF template error: The partial header could not be found',
    );
    expect(templateError(() => renderTemplate('{{#*inline "p"}}{{> p}}{{/inline}}{{> p}}', {})).message).toBe(
      'PDF template error: the template nests or calls itself too deeply.',
    );
  });

  it('stops loops that would keep the server busy', () => {
    const list = Array.from({ length: 1000 }, (_, index) => index);
    expect(renderTemplate('{{#each list}}{{#each ../list}}{{/each}}{{/each}}', { list: list.slice(0, 300) })).toBe('');
    const error = templateError(() =>
      renderTemplate('{{#each list}}{{#each ../list}}{{#each ../../list}}x{{/each}}{{/each}}{{/each}}', { list }),
    );
    expect(error.message).toBe(`PDF template error: {{#each}} went over ${EACH_LIMIT.toLocaleString('en-US')} items`);
  });

  it('lists its helpers', () => {
    expect(PDF_HELPERS).toEqual(
      expect.arrayContaining([
        'money',
        'cents',
        'formatDate',
        'formatTime',
        'formatHours',
        'yesNo',
        'eq',
        'join',
        'default',
      ]),
    );
  });
});

describe('HTML documents', () => {
  it('keeps CSS inside its style element', () => {
    const css = 'p { color: red } </style><script>alert(1)</script><style> </STYLE ';
    expect(styleText(css)).toBe('p { color: red } <\\/style><script>alert(1)</script><style> <\\/STYLE ');
    const html = htmlDocument({ body: '<p>Hi</p>', css }, 'A & B');
    expect(html.match(/<\/style/gi)).toHaveLength(2);
    expect(html).toContain('<title>A &#38; B</title>');
    expect(html).toContain('<body><p>Hi</p></body>');
  });

  it('puts each part of a bulk document on a page of its own, with each CSS once', () => {
    const html = pagedHtmlDocument([
      { body: 'one', css: 'p{}' },
      { body: 'two', css: 'p{}' },
    ]);
    expect(html.match(/<div class="gc-part">/g)).toHaveLength(2);
    expect(html.match(/p\{\}/g)).toHaveLength(1);
    expect(html).toContain('.gc-part + .gc-part { break-before: page; }');
  });
});
