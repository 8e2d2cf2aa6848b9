/**
 * Real, small PNGs for the image endpoints: 64×64 of one colour picked from
 * the model id, so a test (or a person) can tell which model drew it.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

const SIZE = 64;
const cache = new Map<string, Promise<Buffer>>();

function colourFor(model: string): { r: number; g: number; b: number } {
  const [r = 0, g = 0, b = 0] = createHash('sha256').update(model).digest();
  return { r, g, b };
}

export function fakePng(model: string): Promise<Buffer> {
  let png = cache.get(model);
  if (!png) {
    png = sharp({
      create: { width: SIZE, height: SIZE, channels: 3, background: colourFor(model) },
    })
      .png()
      .toBuffer();
    cache.set(model, png);
  }
  return png;
}
