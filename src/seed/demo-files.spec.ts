import { describe, expect, it } from '@jest/globals';
import { crc32, inflateSync } from 'node:zlib';
import { sniffImage } from '../files/image-sniffer.js';
import { DEMO_FAMILIES, demoFamily, demoPdf, demoPicture } from './demo-files.js';

/** The chunks of a PNG, each checked against its CRC. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const found = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typed = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
    found.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
    at += 12 + length;
  }
  return found;
}

describe('demo files', () => {
  it.each(DEMO_FAMILIES)('draws a valid 480×320 RGB PNG of the %s family that the upload check accepts', (family) => {
    const png = demoPicture(family);
    expect(sniffImage(png)).toEqual({ mime: 'image/png', ext: 'png' });
    const [header, ...rest] = chunks(png);
    expect(header.type).toBe('IHDR');
    expect([header.data.readUInt32BE(0), header.data.readUInt32BE(4), header.data[8], header.data[9]]).toEqual([
      480, 320, 8, 2,
    ]);
    expect(rest.map((chunk) => chunk.type)).toEqual(['IDAT', 'IEND']);
    const rows = inflateSync(rest[0].data);
    expect(rows.length).toBe(320 * (480 * 3 + 1));
    expect(png.length).toBeLessThan(10_000);
  });

  it('draws each family differently, and the second picture of an asset mirrored', () => {
    const pictures = DEMO_FAMILIES.map((family) => demoPicture(family).toString('base64'));
    expect(new Set(pictures).size).toBe(DEMO_FAMILIES.length);
    const [straight, mirrored] = [false, true].map((flip) => inflateSync(chunks(demoPicture('crane', flip))[1].data));
    const stride = 480 * 3 + 1;
    const pixel = (rows: Buffer, x: number, y: number) => [
      ...rows.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3),
    ];
    expect(pixel(mirrored, 479 - 420, 60)).toEqual(pixel(straight, 420, 60));
    expect(pixel(mirrored, 420, 60)).not.toEqual(pixel(straight, 420, 60));
  });

  it('picks the family from the asset type', () => {
    expect(demoFamily('All-Terrain Crane')).toBe('crane');
    expect(demoFamily('Boom Truck')).toBe('crane');
    expect(demoFamily('Lift Beam')).toBe('rigging');
    expect(demoFamily('Lowboy Trailer')).toBe('trailer');
    expect(demoFamily('Semi Tractor')).toBe('truck');
    expect(demoFamily('Scissor Lift')).toBe('lift');
    expect(demoFamily('GPS Tracker')).toBe('tracker');
    expect(demoFamily('Welder')).toBe('power');
  });

  it('writes a PDF whose cross-reference table points at each object and whose text is escaped', () => {
    const pdf = demoPdf('Load chart — LTM 1090-4.2 #1', ['Model: 1" x 20\' sling (purple)', 'Path C:\\yard']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const xref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(xref, xref + 5)).toBe('xref\n');
    const entries = text.slice(xref).match(/^\d{10} \d{5} n \n/gm)!;
    expect(entries).toHaveLength(6);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`);
    });
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = stream.index + stream[0].length;
    expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe('\nendstream');
    expect(text).toContain('(Load chart \x97 LTM 1090-4.2 #1) Tj');
    expect(text).toContain("(Model: 1\" x 20' sling \\(purple\\)) '");
    expect(text).toContain("(Path C:\\\\yard) '");
  });
});
