import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, PRODUCT_PHOTO } from '#common/images.ts';
import { DEMO_PASSWORDS } from '../../../demo/demo-accounts.ts';
import { orderHelpers } from '../../../tests/support/orders.ts';
import { multipart, type FilePart } from '../../../tests/support/multipart.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let testApp: TestApp;
const { login } = orderHelpers(() => testApp);

let awa: string;
let kofi: string;

beforeAll(async () => {
  testApp = await createTestApp({ template: 'demo' });
  [awa, kofi] = await Promise.all([
    login('awa@baobab.example', DEMO_PASSWORDS.VENDEUR),
    login('kofi@baobab.example', DEMO_PASSWORDS.ACHETEUR),
  ]);
});
afterAll(async () => {
  await testApp?.close();
});

function upload(body: ReturnType<typeof multipart>, token?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/upload_images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const uploadOne = (file: FilePart, token = awa) => upload(multipart([file]), token);

const storedPath = (url: string) =>
  path.join(testApp.config.uploadsDir, url.slice('/uploads/'.length));

/** The stored image and its variants, widest first. */
const storedFiles = (url: string) => [
  storedPath(url),
  ...PRODUCT_PHOTO.variants.map((width) => storedPath(imageVariantUrl(url, width))),
];

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c4622d' } });

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

describe('POST /api/upload_images', () => {
  it('accepts a PNG named .exe (the content decides), stores WebP variants, serves them for good', async () => {
    // Larger than the largest copy kept: a sharp 1600-px one, not a thumbnail (issue 45 §4.4).
    const png = await photo(2000, 1600).png().toBuffer();
    const response = await uploadOne({
      filename: 'photo.exe',
      type: 'application/octet-stream',
      data: png,
    });
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json<{ imageUrl: string }>();
    expect(imageUrl).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.w1600\.webp$/);

    const [full, ...variants] = storedFiles(imageUrl);
    const fullMeta = await sharp(full).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['webp', 1600, 1280]);
    for (const [index, width] of PRODUCT_PHOTO.variants.entries()) {
      const meta = await sharp(variants[index]).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 4) / 5]);
    }

    for (const url of [
      imageUrl,
      ...PRODUCT_PHOTO.variants.map((w) => imageVariantUrl(imageUrl, w)),
    ]) {
      const served = await testApp.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(await fs.readFile(storedPath(url)))).toBe(true);
    }
  });

  it('keeps a smaller AVIF twin of each size, handed under the same address to browsers that take it', async () => {
    // A real photograph: the home page's first carousel picture.
    const jpeg = await sharp(path.resolve('public/media/carousel-1-640.webp')).jpeg().toBuffer();
    const response = await uploadOne({ filename: 'marche.jpg', type: 'image/jpeg', data: jpeg });
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json<{ imageUrl: string }>();
    for (const url of [
      imageUrl,
      ...PRODUCT_PHOTO.variants.map((w) => imageVariantUrl(imageUrl, w)),
    ]) {
      const webp = await fs.readFile(storedPath(url));
      const avif = await fs.readFile(storedPath(url).replace(/\.webp$/, '.avif'));
      expect(avif.length, url).toBeLessThan(webp.length);

      const chrome = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
      const taken = await testApp.app.inject({ method: 'GET', url, headers: { accept: chrome } });
      expect(taken.statusCode, url).toBe(200);
      expect(taken.headers['content-type']).toBe('image/avif');
      expect(taken.headers.vary).toMatch(/accept\b/);
      expect(taken.rawPayload.equals(avif)).toBe(true);

      const older = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'image/webp,*/*' },
      });
      expect(older.headers['content-type']).toBe('image/webp');
      expect(older.headers.vary).toMatch(/accept\b/);
      expect(older.rawPayload.equals(webp)).toBe(true);
    }
    // A path that climbs out of the uploads is never looked for.
    const climbing = await testApp.app.inject({
      method: 'GET',
      url: '/uploads/..%2F..%2Fetc%2Fpasswd.webp',
      headers: { accept: 'image/avif' },
    });
    expect(climbing.statusCode).toBe(404);
  });

  it('gives every upload a new server-chosen name, whatever the file was called', async () => {
    const webp = await photo(200, 200).webp().toBuffer();
    const file = { filename: '../../etc/passwd.webp', type: 'image/webp', data: webp };
    const [first, second] = await Promise.all([uploadOne(file), uploadOne(file)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const urls = [first, second].map((r) => r.json<{ imageUrl: string }>().imageUrl);
    expect(urls[0]).not.toBe(urls[1]);
    for (const url of urls) expect(url).not.toContain('passwd');
    // Never enlarged: a 200-px photo stays 200 px wide, even in the 240-px variant.
    const sizes = await Promise.all(
      storedFiles(urls[0]!).map(async (file) => (await sharp(file).metadata()).width),
    );
    expect(sizes).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('strips EXIF (GPS position included) and applies the orientation before dropping it', async () => {
    const jpeg = await photo(64, 32)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Baobab X' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '6/1 7/1 3000/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '1/1 13/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // The photo really carries its position (GPS IFD pointer, tag 0x8825) and an orientation.
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.exif?.includes('PhoneMaker')).toBe(true);

    const response = await uploadOne({ filename: 'IMG_0001.JPG', type: 'image/jpeg', data: jpeg });
    expect(response.statusCode).toBe(201);
    for (const file of storedFiles(response.json<{ imageUrl: string }>().imageUrl)) {
      const bytes = await fs.readFile(file);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      expect(bytes.includes('PhoneMaker')).toBe(false);
      // Turned upright: the 64 × 32 sensor image rotated a quarter turn.
      expect(meta.height! / meta.width!).toBe(2);
    }
  });

  it('refuses a text file named .jpg and an executable, whatever their declared type', async () => {
    const text = Buffer.from('Ceci n’est pas une photo.\n'.repeat(20));
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(500)]);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const gif = await photo(10, 10).gif().toBuffer();
    for (const [filename, data] of [
      ['photo.jpg', text],
      ['photo.jpg', elf],
      ['photo.png', svg],
      ['photo.webp', gif],
    ] as const) {
      const response = await uploadOne({ filename, type: 'image/jpeg', data });
      expect(response.statusCode, filename).toBe(400);
      expect(errorOf(response).message).toBe(
        'Format d’image non pris en charge : envoyez une photo JPEG, PNG ou WebP.',
      );
    }
  });

  it('refuses a file that starts like a PNG but is not one', async () => {
    const png = await photo(100, 100).png().toBuffer();
    const response = await uploadOne({
      filename: 'photo.png',
      type: 'image/png',
      data: Buffer.concat([png.subarray(0, 8), Buffer.alloc(2000, 7)]),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(
      'Image illisible ou endommagée : essayez avec une autre photo.',
    );
  });

  it('refuses a file over 5 Mo with 413', async () => {
    const png = await photo(100, 100).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const response = await uploadOne({ filename: 'grande.png', type: 'image/png', data: big });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image trop volumineuse : 5 Mo au maximum.',
    });
  });

  it('refuses an image over 40 megapixels', async () => {
    // 8000 × 5001 = 40 008 000 pixels, yet a small file: one colour compresses well.
    const huge = await photo(8000, 5001).png({ compressionLevel: 1 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const response = await uploadOne({ filename: 'panorama.png', type: 'image/png', data: huge });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Image trop grande : 40 mégapixels au maximum.');
  });

  it('takes exactly one file, in the field « image »', async () => {
    const png = await photo(50, 50).png().toBuffer();
    const file = { filename: 'a.png', type: 'image/png', data: png };

    const two = await upload(multipart([file, { ...file, filename: 'b.png' }]), awa);
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).message).toBe('Une seule image par envoi, dans le champ « image ».');

    const elsewhere = await uploadOne({ ...file, field: 'photo' });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorOf(elsewhere).message).toBe(
      'Aucune image reçue : envoyez la photo dans le champ « image ».',
    );

    const none = await upload(multipart([], { nom: 'rien' }), awa);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(
      'Aucune image reçue : envoyez la photo dans le champ « image ».',
    );

    const json = await testApp.app.inject({
      method: 'POST',
      url: '/api/upload_images',
      payload: { image: 'data:image/png;base64,AAAA' },
      headers: { authorization: `Bearer ${awa}` },
    });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).message).toBe(
      'Envoyez l’image en multipart/form-data, dans le champ « image ».',
    );
  });

  it('is described in the OpenAPI document as a multipart, bearer-protected call', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; responses: object }>>;
    }>();
    const operation = document.paths['/api/upload_images']?.post;
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415']),
    );
  });

  it('is for signed-in sellers only: 401 without a token, 403 for a buyer', async () => {
    const png = await photo(50, 50).png().toBuffer();
    const file = { filename: 'a.png', type: 'image/png', data: png };

    const anonymous = await upload(multipart([file]));
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');

    const buyer = await uploadOne(file, kofi);
    expect(buyer.statusCode).toBe(403);
    expect(errorOf(buyer).code).toBe('FORBIDDEN');
  });
});
