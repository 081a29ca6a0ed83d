import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { FileStorage } from '../files/file-storage.js';

/** A file the demo stores, under a key of the upload routes' pattern. */
export interface DemoFile {
  key: string;
  bytes: Buffer;
  contentType: string;
}

export const demoImage = (accountId: string, bytes: Buffer): DemoFile => ({
  key: `${accountId}/images/${randomUUID()}.png`,
  bytes,
  contentType: 'image/png',
});

export const demoDocument = (accountId: string, bytes: Buffer): DemoFile => ({
  key: `${accountId}/documents/${randomUUID()}.pdf`,
  bytes,
  contentType: 'application/pdf',
});

export async function writeDemoFiles(storage: FileStorage, files: DemoFile[]): Promise<void> {
  await Promise.all(files.map((file) => storage.put(file.key, file.bytes, file.contentType)));
}

type Rgb = [number, number, number];

const WIDTH = 480;
const HEIGHT = 320;
const HORIZON = 240;
const BAND = 24;

/** An RGB raster with the few shapes the demo pictures need. */
class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT * 3);

  private paint(at: number, [r, g, b]: Rgb): void {
    this.pixels[at] = r;
    this.pixels[at + 1] = g;
    this.pixels[at + 2] = b;
  }

  private fill(x0: number, y0: number, x1: number, y1: number, color: Rgb, inside: (x: number, y: number) => boolean) {
    for (let y = Math.max(0, Math.floor(y0)); y < Math.min(HEIGHT, Math.ceil(y1)); y += 1) {
      for (let x = Math.max(0, Math.floor(x0)); x < Math.min(WIDTH, Math.ceil(x1)); x += 1) {
        if (inside(x + 0.5, y + 0.5)) this.paint((y * WIDTH + x) * 3, color);
      }
    }
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb): this {
    const [x0, x1] = [Math.max(0, x), Math.min(WIDTH, x + width)];
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + height); row += 1) {
      for (let at = (row * WIDTH + x0) * 3; at < (row * WIDTH + x1) * 3; at += 3) this.paint(at, color);
    }
    return this;
  }

  circle(cx: number, cy: number, r: number, color: Rgb, hole = 0): this {
    this.fill(cx - r, cy - r, cx + r, cy + r, color, (x, y) => {
      const d = Math.hypot(x - cx, y - cy);
      return d <= r && d >= hole;
    });
    return this;
  }

  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: Rgb): this {
    const [dx, dy] = [x1 - x0, y1 - y0];
    const length2 = dx * dx + dy * dy;
    const pad = thickness / 2;
    this.fill(
      Math.min(x0, x1) - pad,
      Math.min(y0, y1) - pad,
      Math.max(x0, x1) + pad,
      Math.max(y0, y1) + pad,
      color,
      (x, y) => {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / length2));
        return Math.hypot(x - x0 - t * dx, y - y0 - t * dy) <= pad;
      },
    );
    return this;
  }

  wheels(y: number, xs: number[], r = 16): this {
    for (const x of xs) this.circle(x, y, r, DARK).circle(x, y, r * 0.4, HUB);
    return this;
  }

  /** The PNG of the picture, mirrored left to right when asked (the "other side" of the asset). */
  png(mirrored: boolean): Buffer {
    const stride = WIDTH * 3 + 1;
    const raw = Buffer.alloc(stride * HEIGHT);
    for (let y = 0; y < HEIGHT; y += 1) {
      const row = this.pixels.subarray(y * WIDTH * 3, (y + 1) * WIDTH * 3);
      if (!mirrored) raw.set(row, y * stride + 1);
      else {
        for (let x = 0, to = y * stride + 1; x < WIDTH; x += 1, to += 3) {
          const from = (WIDTH - 1 - x) * 3;
          [raw[to], raw[to + 1], raw[to + 2]] = [row[from], row[from + 1], row[from + 2]];
        }
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(WIDTH, 0);
    header.writeUInt32BE(HEIGHT, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
    return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND')]);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data = Buffer.alloc(0)): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8 + data.length + 4);
  frame.writeUInt32BE(data.length, 0);
  typed.copy(frame, 4);
  frame.writeUInt32BE(crc32(typed), 8 + data.length);
  return frame;
}

const DARK: Rgb = [33, 37, 41];
const HUB: Rgb = [173, 181, 189];
const STEEL: Rgb = [73, 80, 87];

/** Families of demo assets, each with its picture and the colour band of its top-level category. */
export const DEMO_FAMILIES = ['crane', 'rigging', 'trailer', 'truck', 'lift', 'power', 'tracker'] as const;
export type DemoFamily = (typeof DEMO_FAMILIES)[number];

export const demoFamily = (assetType: string): DemoFamily =>
  /Crane|Boom Truck/.test(assetType)
    ? 'crane'
    : /Sling|Shackle|Spreader|Lift Beam/.test(assetType)
      ? 'rigging'
      : /Trailer/.test(assetType)
        ? 'trailer'
        : /Truck|Tractor/.test(assetType)
          ? 'truck'
          : /Lift|Telehandler/.test(assetType)
            ? 'lift'
            : /Tracker/.test(assetType)
              ? 'tracker'
              : 'power';

const BANDS: Record<DemoFamily, Rgb> = {
  crane: [232, 89, 12],
  rigging: [112, 72, 232],
  trailer: [28, 126, 214],
  truck: [28, 126, 214],
  lift: [47, 158, 68],
  power: [47, 158, 68],
  tracker: [12, 166, 120],
};

const SCENES: Record<DemoFamily, (canvas: Canvas) => void> = {
  crane: (c) =>
    c
      .line(190, 180, 420, 50, 14, [242, 169, 0])
      .line(420, 50, 420, 135, 2, DARK)
      .rect(411, 135, 18, 16, DARK)
      .rect(110, 190, 230, 36, [242, 169, 0])
      .rect(300, 150, 55, 76, [242, 169, 0])
      .rect(312, 160, 32, 24, [165, 216, 255])
      .rect(170, 165, 50, 30, STEEL)
      .wheels(230, [140, 185, 270, 315]),
  rigging: (c) =>
    c
      .circle(240, 70, 26, STEEL, 16)
      .line(240, 90, 150, 190, 8, [112, 72, 232])
      .line(240, 90, 330, 190, 8, [112, 72, 232])
      .rect(130, 188, 220, 48, [134, 142, 150]),
  trailer: (c) =>
    c
      .rect(60, 196, 330, 18, STEEL)
      .rect(370, 176, 70, 24, STEEL)
      .line(390, 200, 420, 176, 10, STEEL)
      .wheels(228, [90, 128, 166], 14),
  truck: (c) =>
    c
      .rect(70, 198, 330, 24, DARK)
      .rect(70, 150, 220, 48, [201, 42, 42])
      .rect(300, 140, 90, 58, [201, 42, 42])
      .rect(352, 150, 30, 24, [165, 216, 255])
      .wheels(228, [110, 160, 350]),
  lift: (c) =>
    c
      .rect(150, 196, 180, 32, [247, 103, 7])
      .line(240, 196, 360, 90, 12, [247, 103, 7])
      .rect(342, 66, 60, 22, [247, 103, 7])
      .line(348, 66, 348, 50, 3, DARK)
      .line(396, 66, 396, 50, 3, DARK)
      .line(348, 50, 396, 50, 3, DARK)
      .wheels(230, [175, 305], 14),
  power: (c) => {
    c.rect(130, 140, 220, 90, [47, 158, 68]).rect(150, 152, 70, 8, DARK).wheels(232, [170, 310], 12);
    for (let x = 240; x < 330; x += 16) c.rect(x, 156, 8, 50, [43, 138, 62]);
  },
  tracker: (c) =>
    c
      .rect(180, 176, 120, 64, DARK)
      .circle(280, 194, 7, [64, 192, 87])
      .line(200, 176, 200, 130, 4, DARK)
      .circle(200, 124, 18, [12, 166, 120], 14)
      .circle(200, 124, 34, [12, 166, 120], 30),
};

/** A 480×320 picture of a family: sky, ground, the asset's silhouette and its category's colour band. */
function drawFamily(family: DemoFamily): Canvas {
  const canvas = new Canvas();
  for (let y = 0; y < HORIZON; y += 1) {
    const t = y / HORIZON;
    canvas.rect(0, y, WIDTH, 1, [Math.round(116 + 100 * t), Math.round(170 + 60 * t), Math.round(230 + 20 * t)]);
  }
  canvas.rect(0, HORIZON, WIDTH, HEIGHT - HORIZON - BAND, [206, 196, 176]);
  canvas.rect(0, HEIGHT - BAND, WIDTH, BAND, BANDS[family]);
  SCENES[family](canvas);
  return canvas;
}

const canvases = new Map<DemoFamily, Canvas>();
const pictures = new Map<string, Buffer>();

/** The family's PNG (computed once per process), mirrored for an asset's second picture. */
export function demoPicture(family: DemoFamily, mirrored = false): Buffer {
  const name = `${family}${mirrored ? '-mirrored' : ''}`;
  if (!canvases.has(family)) canvases.set(family, drawFamily(family));
  if (!pictures.has(name)) pictures.set(name, canvases.get(family)!.png(mirrored));
  return pictures.get(name)!;
}

/** Text for a PDF literal string in WinAnsi encoding (Latin-1 plus dashes); anything else becomes "?". */
const pdfText = (text: string): string =>
  text
    .replace(/—/g, '\x97')
    .replace(/–/g, '\x96')
    .replace(/[^\x20-\xff]/g, '?')
    .replace(/[\\()]/g, '\\$&');

/** A one-page Letter PDF: a bold title, a rule, then the lines, in the standard Helvetica fonts. */
export function demoPdf(title: string, lines: string[]): Buffer {
  const content = [
    `BT /F1 18 Tf 72 720 Td (${pdfText(title)}) Tj ET`,
    '0.5 w 72 708 m 540 708 l S',
    `BT /F2 11 Tf 16 TL 72 684 Td ${lines.map((line) => `(${pdfText(line)}) '`).join(' ')} ET`,
  ].join('\n');
  const font = (base: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding /WinAnsiEncoding >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    font('Helvetica-Bold'),
    font('Helvetica'),
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
