/**
 * Procedural artwork for the sample image attachments: small, original PNGs
 * drawn pixel by pixel, so the seed ships no binary files.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { SampleAttachment } from './sample-types.ts';

type Pattern = Extract<SampleAttachment, { kind: 'image' }>['pattern'];

const WIDTH = 480;
const HEIGHT = 300;

/** A colour as hue (degrees), saturation and lightness (0..1); reused per pixel. */
interface Hsl {
  h: number;
  s: number;
  l: number;
}

function channel(p: number, q: number, t: number): number {
  const x = t - Math.floor(t);
  if (x < 1 / 6) return p + (q - p) * 6 * x;
  if (x < 1 / 2) return q;
  if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
  return p;
}

function writeRgb(out: Buffer, offset: number, { h, s, l }: Hsl): void {
  const hue = h / 360;
  const light = Math.min(1, Math.max(0, l));
  const q = light < 0.5 ? light * (1 + s) : light + s - light * s;
  const p = 2 * light - q;
  out[offset] = Math.round(channel(p, q, hue + 1 / 3) * 255);
  out[offset + 1] = Math.round(channel(p, q, hue) * 255);
  out[offset + 2] = Math.round(channel(p, q, hue - 1 / 3) * 255);
}

function set(c: Hsl, h: number, s: number, l: number): void {
  c.h = h;
  c.s = s;
  c.l = l;
}

/** Each pattern sets the colour of a pixel (u, v in 0..1) around the base hue. */
const painters: Record<Pattern, (c: Hsl, u: number, v: number, hue: number) => void> = {
  aurora: (c, u, v, hue) => {
    const band = Math.sin(u * 9 + Math.sin(v * 5) * 2) * 0.5 + 0.5;
    const glow = Math.exp(-((v - 0.35 - band * 0.2) ** 2) * 40);
    set(c, hue + band * 60, 0.75, 0.08 + glow * 0.55);
  },
  rings: (c, u, v, hue) => {
    const d = distance(u - 0.5, (v - 0.5) * 0.625);
    const ring = Math.sin(d * 60) * 0.5 + 0.5;
    set(c, hue + d * 200, 0.7, 0.25 + ring * 0.35 * (1 - d));
  },
  grid: (c, u, v, hue) => {
    if (v < 0.5) return set(c, hue + 40 - v * 60, 0.8, 0.12 + v * 0.5);
    const depth = (v - 0.5) * 2;
    const x = (u - 0.5) / (depth + 0.02);
    const z = 1 / (depth + 0.02);
    const line = Math.min(Math.abs(x - Math.round(x)), Math.abs(z - Math.round(z)));
    if (line < 0.04) set(c, hue, 0.9, 0.6);
    else set(c, hue + 200, 0.6, 0.06);
  },
  waves: (c, u, v, hue) => {
    const wave = Math.sin(u * 14 + v * 6) + Math.sin(u * 5 - v * 11);
    set(c, hue + wave * 18, 0.65, 0.35 + wave * 0.1 + v * 0.15);
  },
  dunes: (c, u, v, hue) => {
    const ridge = Math.sin(u * 7 + Math.sin(u * 3) * 2) * 0.08 + 0.55;
    if (v < ridge) return set(c, hue + 180, 0.5, 0.55 + v * 0.3);
    const shade = Math.sin((v - ridge) * 30 + u * 4) * 0.5 + 0.5;
    set(c, hue, 0.6, 0.35 + shade * 0.2);
  },
  bokeh: (c, u, v, hue) => {
    let light = 0.08 + v * 0.1;
    for (const [cx, cy] of BOKEH_LIGHTS) {
      const dx = u - cx;
      const dy = (v - cy) * 0.625;
      // Most pixels are far from every light: compare squares, root only the near ones.
      if (dx * dx + dy * dy < 0.0081) light += 0.22 * (1 - distance(dx, dy) / 0.09);
    }
    set(c, hue + light * 80, 0.7, Math.min(0.85, light));
  },
};

/** Math.hypot is several times slower, and this runs per pixel on the first start. */
function distance(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

const BOKEH_LIGHTS: [number, number][] = Array.from({ length: 9 }, (_, i) => [
  Math.abs((Math.sin(i * 12.9898) * 43758.5453) % 1),
  Math.abs((Math.sin(i * 78.233) * 12543.1234) % 1),
]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function renderPng(pattern: Pattern, hue: number): Buffer {
  const paint = painters[pattern];
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  const colour: Hsl = { h: 0, s: 0, l: 0 };
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x += 1) {
      paint(colour, x / WIDTH, y / HEIGHT, hue);
      writeRgb(raw, row + 1 + x * 3, colour);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
