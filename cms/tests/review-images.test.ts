import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import * as seed from '../src/seed/data';
import { api, dbRows, registerMember } from './support/api';
import { asEditor } from './support/editor';
import { receivedOrder } from './support/orders';
import { readState } from './support/server';

const TYPE_MESSAGE = 'Only upload picture file in png or jpg format, please re-upload.';
const SIZE_MESSAGE = 'The picture is larger than 10 MB, please choose a smaller one.';
const PIXELS_MESSAGE =
  'The picture is too large: at most 8000 pixels on a side and 40 megapixels, please choose a smaller one.';
const LIMIT = 10 * 1024 * 1024;

const slug = seed.products[9]!.slug;

interface Picture {
  bytes: Buffer;
  name: string;
  type: string;
}

let jwt: string;
beforeAll(async () => {
  const member = await registerMember('pictures');
  // reviews come from shoppers who received the tea
  await receivedOrder(member, [slug]);
  jwt = member.jwt;
});

let written = 0;
/** Posts a review with the picture; its headline is unique, to find it (or its absence) later. */
async function postReview(picture?: Picture) {
  written += 1;
  const headline = `Pictured ${Date.now().toString(36)} ${written}`;
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      productSlug: slug,
      rating: 5,
      headline,
      body: 'The leaves unfurl nicely.',
      publicName: 'P. T.',
    }),
  );
  if (picture) {
    form.append('files.image', new Blob([picture.bytes], { type: picture.type }), picture.name);
  }
  const res = await api('/api/reviews', { jwt, form });
  return { res, headline };
}

const reviewsTitled = async (headline: string) =>
  (await dbRows('SELECT id FROM reviews WHERE headline = ?', headline)).length;

/** The stored file behind an upload url (local uploads in the test server's public folder). */
function storedFile(url: string): Buffer {
  expect(url).toMatch(/^\/uploads\/[^/]+$/);
  return fs.readFileSync(path.join(readState().workDir, 'public', url));
}

const storedMime = async (url: string) =>
  (await dbRows<{ mime: string }>('SELECT mime FROM files WHERE url = ?', url))[0]?.mime;

/** The GPS IFD pointer (tag 0x8825) in a TIFF-structured EXIF block, either byte order. */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Mei at home</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

const EXIF = {
  IFD0: { Make: 'Leafcam', Model: 'Leafcam One' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '25/1 2/1 3/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '121/1 33/1 0/1',
  },
};

/** A PNG with a tEXt chunk right after the header. */
function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const type = Buffer.from('tEXt', 'latin1');
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    length,
    type,
    data,
    crc,
    png.subarray(afterHeader),
  ]);
}

const noise = (width: number, height: number) =>
  sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b8e23' } });

describe('review pictures are cleaned on the server', () => {
  test('a JPEG stays a JPEG, turned upright, without EXIF (GPS), XMP or ICC profile', async () => {
    // Noise at low quality: re-encoding it for the media library alone would make it larger, so
    // nothing but the review's own cleaning removes its metadata.
    const bytes = await noise(200, 150)
      .jpeg({ quality: 30 })
      .withExif(EXIF)
      .withMetadata({ orientation: 6 })
      .withXmp(XMP)
      .withIccProfile('p3')
      .toBuffer();
    const sent = await sharp(bytes).metadata();
    expect(sent.exif && hasGpsPointer(sent.exif)).toBe(true);
    expect(sent).toMatchObject({ orientation: 6, width: 200, height: 150 });
    expect(sent.xmp).toBeDefined();
    expect(sent.icc).toBeDefined();

    const { res } = await postReview({ bytes, name: 'cup.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const url: string = res.body.data.image.url;
    expect(url).toMatch(/\.jpg$/);
    const stored = storedFile(url);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([150, 200]);
    expect(stored.includes('Leafcam')).toBe(false);
    expect(stored.includes('Mei at home')).toBe(false);
    expect(await storedMime(url)).toBe('image/jpeg');
  });

  test('a PNG stays a PNG (with its transparency), without text, EXIF, XMP or ICC profile', async () => {
    const encoded = await sharp({
      create: {
        width: 30,
        height: 20,
        channels: 4,
        background: { r: 9, g: 80, b: 40, alpha: 0.5 },
      },
    })
      .png()
      .withExif(EXIF)
      .withXmp(XMP)
      .withIccProfile('p3')
      .toBuffer();
    const bytes = withPngText(encoded, 'Comment', 'taken at 25.03N 121.55E');
    const sent = await sharp(bytes).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.comments).toEqual([{ keyword: 'Comment', text: 'taken at 25.03N 121.55E' }]);

    const { res } = await postReview({ bytes, name: 'cup.png', type: 'image/png' });
    expect(res.status).toBe(201);
    const url: string = res.body.data.image.url;
    expect(url).toMatch(/\.png$/);
    const stored = storedFile(url);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 30, height: 20, channels: 4 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(stored.includes('121.55E')).toBe(false);
    expect(await storedMime(url)).toBe('image/png');
  });

  test('the bytes decide the type: a PNG sent as cup.jpg (image/jpeg) is stored as a PNG', async () => {
    const bytes = await plain(12, 12).png().toBuffer();
    const { res } = await postReview({ bytes, name: 'cup.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const url: string = res.body.data.image.url;
    expect(url).toMatch(/\.png$/);
    expect((await sharp(storedFile(url)).metadata()).format).toBe('png');
    expect(await storedMime(url)).toBe('image/png');
  });

  test('disguised files are refused with the spec message and no review is written', async () => {
    const gif = await plain(8, 8).gif().toBuffer();
    const disguised: Picture[] = [
      {
        bytes: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        name: 'cup.png',
        type: 'image/png',
      },
      {
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        name: 'cup.png',
        type: 'image/png',
      },
      { bytes: gif, name: 'cup.png', type: 'image/png' },
      { bytes: gif, name: 'cup.jpg', type: 'image/jpeg' },
      // the right first bytes with no picture behind them
      {
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html>')]),
        name: 'cup.jpg',
        type: 'image/jpeg',
      },
    ];
    for (const picture of disguised) {
      const { res, headline } = await postReview(picture);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(TYPE_MESSAGE);
      expect(await reviewsTitled(headline)).toBe(0);
    }
  });
});

describe('review pictures within limits', () => {
  test('20000 × 20000 pixels in a small file is refused before decoding', async () => {
    const bytes = await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const { res, headline } = await postReview({ bytes, name: 'wall.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PIXELS_MESSAGE);
    expect(res.body.error.details).toEqual({
      code: 'REVIEW_IMAGE_TOO_MANY_PIXELS',
      maxPixels: 40_000_000,
      maxSide: 8000,
    });
    expect(await reviewsTitled(headline)).toBe(0);
  });

  test('a side longer than the maximum is refused even with few pixels', async () => {
    const bytes = await plain(8001, 2).jpeg().toBuffer();
    const { res, headline } = await postReview({ bytes, name: 'strip.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PIXELS_MESSAGE);
    expect(await reviewsTitled(headline)).toBe(0);
  });

  test('a file over the upload limit gets the size message, however it is noticed', async () => {
    // far over: refused from the declared length; one byte over: refused while parsing
    for (const size of [11 * 1024 * 1024, LIMIT + 1]) {
      const bytes = Buffer.alloc(size, 0x5a);
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
      const { res, headline } = await postReview({ bytes, name: 'huge.jpg', type: 'image/jpeg' });
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({
        message: SIZE_MESSAGE,
        details: { code: 'REVIEW_IMAGE_TOO_LARGE', maxBytes: LIMIT },
      });
      expect(await reviewsTitled(headline)).toBe(0);
    }
    // the connection and the route still work afterwards
    const { res } = await postReview({
      bytes: await plain(10, 10).jpeg().toBuffer(),
      name: 'cup.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(201);
  });

  test('a review without a picture and the media library of the admin panel are unaffected', async () => {
    const { res } = await postReview();
    expect(res.status).toBe(201);
    expect(res.body.data.image ?? null).toBeNull();

    const form = new FormData();
    const bytes = await plain(20, 20).jpeg().withExif(EXIF).toBuffer();
    form.append('files', new Blob([bytes], { type: 'image/jpeg' }), 'banner.jpg');
    const upload = await asEditor('/upload', { form });
    expect([200, 201]).toContain(upload.status);
    expect(upload.body[0]).toMatchObject({ mime: 'image/jpeg', ext: '.jpg' });
  });
});
