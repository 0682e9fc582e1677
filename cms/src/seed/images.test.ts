import sharp from 'sharp';
import { products } from './data';
import {
  COVER_HEIGHT,
  COVER_WIDTH,
  PRODUCT_IMAGE_SIZE,
  renderCover,
  renderProductImage,
} from './images';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const oolong = {
  slug: 'test-oolong',
  palette: { from: '#e3f0d8', to: '#7faa72', leaf: '#3c6b3a' },
};

async function describeImage(png: Buffer) {
  const meta = await sharp(png).metadata();
  const stats = await sharp(png).stats();
  return { meta, stats };
}

describe('renderProductImage', () => {
  it('renders an 800x800 PNG with visible artwork', async () => {
    const png = await renderProductImage(oolong);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const { meta, stats } = await describeImage(png);
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(PRODUCT_IMAGE_SIZE);
    expect(meta.height).toBe(PRODUCT_IMAGE_SIZE);
    // Not a flat square: the channels vary and the image carries detail.
    for (const channel of stats.channels.slice(0, 3)) {
      expect(channel.stdev).toBeGreaterThan(10);
    }
    expect(stats.entropy).toBeGreaterThan(3);
  });

  it('takes its colours from the palette', async () => {
    const red = { slug: 'same', palette: { from: '#f6d2c4', to: '#a3322a', leaf: '#4a0f0c' } };
    const green = { slug: 'same', palette: { from: '#e3f0d8', to: '#4f8a3a', leaf: '#1d4a14' } };
    const redStats = (await describeImage(await renderProductImage(red))).stats;
    const greenStats = (await describeImage(await renderProductImage(green))).stats;
    const [rR, rG] = redStats.channels;
    const [gR, gG] = greenStats.channels;
    expect(rR!.mean).toBeGreaterThan(rG!.mean);
    expect(gG!.mean).toBeGreaterThan(gR!.mean);
  });

  it('is deterministic for a slug, and differs between slugs and variants', async () => {
    const a = await renderProductImage(oolong);
    const b = await renderProductImage({ ...oolong });
    expect(a.equals(b)).toBe(true);
    const other = await renderProductImage({ ...oolong, slug: 'another-tea' });
    expect(other.equals(a)).toBe(false);
    const variants = await Promise.all(
      [1, 2].map((variant) => renderProductImage({ ...oolong, variant })),
    );
    expect(variants[0]!.equals(a)).toBe(false);
    expect(variants[1]!.equals(a)).toBe(false);
    expect(variants[0]!.equals(variants[1]!)).toBe(false);
  });

  it('renders every seeded product', async () => {
    for (const p of products.slice(0, 5)) {
      const { meta } = await describeImage(await renderProductImage(p));
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  });

  it('rejects a malformed palette colour', async () => {
    await expect(
      renderProductImage({ slug: 'x', palette: { from: 'green', to: '#000000', leaf: '#000000' } }),
    ).rejects.toThrow('Invalid colour "green"');
  });
});

describe('renderCover', () => {
  it('renders a 1200x675 PNG, the same for the same slug', async () => {
    const png = await renderCover(oolong);
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const { meta, stats } = await describeImage(png);
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
    expect(stats.entropy).toBeGreaterThan(3);
    expect((await renderCover(oolong)).equals(png)).toBe(true);
    expect((await renderCover({ ...oolong, slug: 'other-cover' })).equals(png)).toBe(false);
  });
});
