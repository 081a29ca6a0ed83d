import { describe, expect, it } from '@jest/globals';
import { isActiveContent, isActiveExtension, isActiveType, servesInline, startsActive } from './active-content.js';

const text = (value: string) => Buffer.from(value, 'latin1');

describe('active content', () => {
  it.each([
    'text/html',
    'application/xhtml+xml',
    'application/xml',
    'text/xml',
    'image/svg+xml',
    'application/javascript',
    'application/x-javascript',
    'text/ecmascript',
    'application/x-sh',
    'text/x-shellscript',
    'application/x-csh',
    'application/x-httpd-php',
    'Text/HTML; charset=utf-8',
  ])('takes %s for an active type', (mime) => {
    expect(isActiveType(mime)).toBe(true);
  });

  it.each([
    'application/pdf',
    'application/zip',
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'image/png',
    'text/plain',
  ])('lets %s through', (mime) => {
    expect(isActiveType(mime)).toBe(false);
  });

  it('judges extensions whatever their case', () => {
    expect(['page.HTML', 'x.svg', 'run.sh', 'app.mjs', 'feed.xml'].every(isActiveExtension)).toBe(true);
    expect(['chart.pdf', 'sheet.xlsx', 'html', 'notes'].some(isActiveExtension)).toBe(false);
  });

  it.each([
    ['an HTML page', '<!DOCTYPE html><p>hi'],
    ['a bare script tag after a BOM and spaces', '\xef\xbb\xbf \n <script>alert(1)</script>'],
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an XML prolog', '<?xml version="1.0"?><x/>'],
    ['a comment', '<!-- hidden -->'],
    ['a shell script', '#!/bin/sh\nrm -rf /'],
    ['an upper-case tag', '<BODY onload=x>'],
  ])('recognises %s from its first bytes', (_, start) => {
    expect(startsActive(text(start))).toBe(true);
  });

  it.each([
    ['a PDF', '%PDF-1.7'],
    ['a ZIP', 'PK\x03\x04'],
    ['text that merely starts with <', '<3 cranes'],
    ['a tag that is not HTML', '<customer>'],
    ['nothing', ''],
  ])('lets %s through', (_, start) => {
    expect(startsActive(text(start))).toBe(false);
  });

  it('refuses when any of type, name or bytes is active', () => {
    const pdf = text('%PDF-1.4');
    expect(isActiveContent('application/pdf', 'chart.pdf', pdf)).toBe(false);
    expect(isActiveContent('text/html', 'chart.pdf', pdf)).toBe(true);
    expect(isActiveContent('application/pdf', 'chart.html', pdf)).toBe(true);
    expect(isActiveContent('application/pdf', 'chart.pdf', text('<html>'))).toBe(true);
  });

  it('serves PDFs and raster images inline, everything else as a download', () => {
    expect(['application/pdf', 'image/png', 'image/jpeg', 'IMAGE/WEBP'].every(servesInline)).toBe(true);
    expect(['application/zip', 'image/svg+xml', 'text/html', 'application/octet-stream'].some(servesInline)).toBe(
      false,
    );
  });
});
