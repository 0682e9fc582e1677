import { setRuntimeConfig, getRuntimeConfig } from '@teashop/contracts';
import { absoluteMediaUrl, previewImage } from './metaImages';

describe('pictures in a page head', () => {
  const before = getRuntimeConfig();
  afterEach(() => setRuntimeConfig(before));

  it('resolves a picture served from the shop origin against the page URL', () => {
    setRuntimeConfig({ ...before, cmsUrl: '' });
    expect(absoluteMediaUrl('/uploads/tea.jpg', 'https://shop.example/jp/products/tea')).toBe(
      'https://shop.example/uploads/tea.jpg',
    );
  });

  it('keeps an absolute picture URL and gives nothing for no picture', () => {
    expect(absoluteMediaUrl('https://cdn.example/a.jpg', 'https://shop.example/')).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(absoluteMediaUrl(undefined, 'https://shop.example/')).toBeUndefined();
  });

  it('prefers a mid-sized rendition for link previews', () => {
    const medium = { url: '/m.jpg', width: 750, height: 500 };
    expect(previewImage({ url: '/o.jpg', formats: { medium } })).toBe('/m.jpg');
    expect(previewImage(null)).toBeUndefined();
  });
});
