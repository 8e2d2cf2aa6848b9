/**
 * What a profile picture becomes, through both REST doors (the web app
 * uploads multipart to POST /api/users/me/avatar; the original client sends
 * a data URL in PUT /api/users/me; tRPC has no avatar door): oversized
 * images are refused before anything is stored, and what is stored is
 * re-encoded by sharp: upright, at most 512 px a side, without metadata.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_AVATAR_DIMENSION } from '../../src/shared/account-limits.ts';
import { bearerOf, registerAccount, sendJson, type UserJson } from '../helpers/accounts.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipartFile } from './authorization/matrix-types.ts';

type Reply = { status: number; body: { user?: UserJson } & Partial<ErrorJson> };
type Door = (token: string, mime: string, bytes: Buffer) => Promise<Reply>;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
});

afterAll(async () => {
  await testApp.close();
});

const multipart: Door = async (token, mime, bytes) => {
  const file = multipartFile('file', 'picture', mime, bytes);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/users/me/avatar',
    payload: file.payload,
    headers: { ...file.headers, ...bearerOf(token) },
  });
  return { status: response.statusCode, body: response.json() };
};

const dataUrl: Door = (token, mime, bytes) =>
  sendJson(testApp.app, {
    method: 'PUT',
    url: '/api/users/me',
    payload: { name: 'Renamed', avatar: `data:${mime};base64,${bytes.toString('base64')}` },
    headers: bearerOf(token),
  });

const doors: [string, Door][] = [
  ['POST /api/users/me/avatar', multipart],
  ['PUT /api/users/me (data URL)', dataUrl],
];

async function me(token: string): Promise<UserJson> {
  const response = await sendJson<{ user: UserJson }>(testApp.app, {
    method: 'GET',
    url: '/api/users/me',
    headers: bearerOf(token),
  });
  return response.body.user;
}

async function storedFiles(): Promise<number> {
  const folder = path.join(testApp.env.dataDir, 'uploads');
  return (await readdir(folder).catch(() => [])).length;
}

/** The stored picture, fetched as any browser would from the user's avatar URL. */
async function fetchStored(user: UserJson | undefined): Promise<Buffer> {
  expect(user?.avatar).toMatch(/^\/uploads\//);
  const response = await testApp.app.inject({ method: 'GET', url: user?.avatar ?? '' });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } });

/** Sends a picture that must be refused, and checks nothing was stored or changed. */
async function expectRefused(door: Door, mime: string, bytes: Buffer, status: number) {
  const person = await registerAccount(testApp.app, { name: 'Unchanged' });
  const filesBefore = await storedFiles();
  const reply = await door(person.token, mime, bytes);
  expect(reply.status).toBe(status);
  expect(await storedFiles()).toBe(filesBefore);
  expect(await me(person.token)).toMatchObject({ avatar: null, name: 'Unchanged' });
  return reply.body;
}

describe.each(doors)('avatar images through %s', (_door, door) => {
  it('refuses an 8000 × 8000 PNG (small on disk) with 400 naming the size', async () => {
    const png = await blank(8000, 8000).png().toBuffer();
    expect(png.byteLength).toBeLessThan(1024 * 1024);
    const body = await expectRefused(door, 'image/png', png, 400);
    expect(body.error).toBe(
      `The picture is too large: at most ${MAX_AVATAR_DIMENSION} × ${MAX_AVATAR_DIMENSION} pixels. Choose a smaller image.`,
    );
    expect(body.fields).toHaveProperty('avatar');
  });

  it('refuses a picture only one side of which is too large', async () => {
    const png = await blank(MAX_AVATAR_DIMENSION + 1, 16)
      .png()
      .toBuffer();
    const body = await expectRefused(door, 'image/png', png, 400);
    expect(body.error).toMatch(/too large/);
  });

  it('refuses an animation whose frames together are too many pixels to decode', async () => {
    const frames = 5;
    const side = 2000; // 5 frames of 2000 × 2000 are 20 M pixels, over 4096 × 4096
    const roll = await sharp({
      create: { width: side, height: side * frames, channels: 3, background: '#000' },
    })
      .raw()
      .toBuffer();
    for (let frame = 0; frame < frames; frame += 1) {
      roll.fill(frame * 50, frame * side * side * 3, (frame + 1) * side * side * 3);
    }
    const gif = await sharp(roll, {
      raw: { width: side, height: side * frames, channels: 3, pageHeight: side },
    })
      .gif()
      .toBuffer();
    const body = await expectRefused(door, 'image/gif', gif, 400);
    expect(body.error).toMatch(/too large/);
  });

  it('refuses a truncated PNG with a clear 4xx', async () => {
    const png = await blank(300, 200).png({ compressionLevel: 0 }).toBuffer();
    const body = await expectRefused(
      door,
      'image/png',
      png.subarray(0, Math.floor(png.length / 2)),
      415,
    );
    expect(body.error).toMatch(/could not be read/);
  });

  it('stores a JPEG with EXIF GPS tags without any metadata, at most 512 px a side', async () => {
    const person = await registerAccount(testApp.app);
    const photo = await blank(1600, 1200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Test Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1', GPSMapDatum: 'WGS-84' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.includes('WGS-84')).toBe(true);

    const reply = await door(person.token, 'image/jpeg', photo);
    expect(reply.status).toBe(200);
    expect(reply.body.user?.avatar).toMatch(/\.jpg$/);
    const stored = await fetchStored(reply.body.user);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes('WGS-84')).toBe(false);
    expect(stored.includes('Test Phone')).toBe(false);
  });

  it('stores a photo upright from its EXIF orientation (6: turn a quarter clockwise)', async () => {
    const person = await registerAccount(testApp.app);
    // 400 × 200 as recorded: top half red, bottom half blue. Turned upright it
    // is 200 × 400 with red on the right.
    const pixels = Buffer.alloc(400 * 200 * 3);
    for (let i = 0; i < 400 * 200; i += 1) pixels[i * 3 + (i < 400 * 100 ? 0 : 2)] = 255;
    const photo = await sharp(pixels, { raw: { width: 400, height: 200, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const reply = await door(person.token, 'image/jpeg', photo);
    expect(reply.status).toBe(200);
    const stored = await fetchStored(reply.body.user);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 400 });
    expect(metadata.orientation).toBeUndefined();
    // stats() reads the whole input, so the strip is cut out first.
    const redOf = async (left: number) => {
      const strip = await sharp(stored)
        .extract({ left, top: 0, width: 50, height: 400 })
        .toBuffer();
      return (await sharp(strip).stats()).channels[0]?.mean ?? 0;
    };
    expect(await redOf(150)).toBeGreaterThan(200);
    expect(await redOf(0)).toBeLessThan(50);
  });

  it('keeps the format of a PNG and WebP, and a GIF animated', async () => {
    const person = await registerAccount(testApp.app);
    for (const [mime, format] of [
      ['image/png', 'png'],
      ['image/webp', 'webp'],
    ] as const) {
      const picture = await blank(900, 300).toFormat(format).toBuffer();
      const reply = await door(person.token, mime, picture);
      expect(reply.status, mime).toBe(200);
      const metadata = await sharp(await fetchStored(reply.body.user)).metadata();
      expect(metadata).toMatchObject({ format, width: 512, height: 171 });
    }
    const frames = [0, 120, 240].map((shade) => Buffer.alloc(60 * 40 * 3, shade));
    const gif = await sharp(Buffer.concat(frames), {
      raw: { width: 60, height: 120, channels: 3, pageHeight: 40 },
    })
      .gif({ delay: [100, 100, 100] })
      .toBuffer();
    const reply = await door(person.token, 'image/gif', gif);
    expect(reply.status).toBe(200);
    expect(reply.body.user?.avatar).toMatch(/\.gif$/);
    const stored = await sharp(await fetchStored(reply.body.user), { animated: true }).metadata();
    expect(stored).toMatchObject({ format: 'gif', width: 60, pageHeight: 40, pages: 3 });
  });
});
