import { isPngOrJpg, reviewSchema } from './reviewSchema';
import en from '../../i18n/en.json';

const schema = reviewSchema(en.reviewForm.errors);
const valid = {
  rating: 4,
  headline: 'Lovely',
  body: 'Sweet and floral.',
  publicName: 'Mei',
  image: null,
};

function messages(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('review form rules', () => {
  it('accepts a complete review with or without a png/jpg picture', () => {
    expect(schema.safeParse(valid).success).toBe(true);
    const png = new File(['x'], 'cup.png', { type: 'image/png' });
    const jpg = new File(['x'], 'cup.JPG', { type: 'image/jpeg' });
    expect(schema.safeParse({ ...valid, image: png }).success).toBe(true);
    expect(schema.safeParse({ ...valid, image: jpg }).success).toBe(true);
  });

  it('asks for a rating with the spec message', () => {
    expect(messages({ ...valid, rating: undefined }).rating).toBe('Please rate a value');
    expect(messages({ ...valid, rating: 0 }).rating).toBe('Please rate a value');
    expect(messages({ ...valid, rating: 6 }).rating).toBe('Please rate a value');
    expect(messages({ ...valid, rating: 2.5 }).rating).toBe('Please rate a value');
  });

  it('requires headline, review and public name, blank counts as missing', () => {
    expect(messages({ ...valid, headline: '  ', body: '', publicName: '' })).toEqual({
      headline: 'Please enter a headline',
      body: 'Please write your review',
      publicName: 'Please enter a public name',
    });
  });

  it('limits the lengths', () => {
    expect(
      messages({
        ...valid,
        headline: 'h'.repeat(121),
        body: 'b'.repeat(4001),
        publicName: 'n'.repeat(61),
      }),
    ).toEqual({
      headline: 'The headline can be at most 120 characters',
      body: 'The review can be at most 4000 characters',
      publicName: 'The public name can be at most 60 characters',
    });
  });

  it('refuses pictures that are not png or jpg with the spec message', () => {
    const gif = new File(['GIF89a'], 'cup.gif', { type: 'image/gif' });
    const disguised = new File(['GIF89a'], 'cup.png', { type: 'image/gif' });
    const renamed = new File(['x'], 'cup.webp', { type: 'image/png' });
    for (const image of [gif, disguised, renamed]) {
      expect(messages({ ...valid, image }).image).toBe(
        'Only upload picture file in png or jpg format, please re-upload.',
      );
    }
    expect(isPngOrJpg(new File(['x'], 'a.jpeg', { type: 'image/jpeg' }))).toBe(true);
  });
});
