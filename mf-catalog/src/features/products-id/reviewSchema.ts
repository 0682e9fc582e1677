import { z } from 'zod';

export interface ReviewMessages {
  rating: string;
  headline: string;
  headlineLong: string;
  body: string;
  bodyLong: string;
  publicName: string;
  publicNameLong: string;
  image: string;
}

export const REVIEW_LIMITS = { headline: 120, body: 4000, publicName: 60 } as const;

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/** Only png or jpg pictures: both the declared type and the file name must say so. */
export function isPngOrJpg(file: File): boolean {
  return IMAGE_TYPES.includes(file.type.toLowerCase()) && IMAGE_NAME.test(file.name);
}

/** The review form's rules; messages come from the page's language (English word for word). */
export function reviewSchema(m: ReviewMessages) {
  const required = (message: string, tooLong: string, max: number) =>
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });
  return z.object({
    rating: z
      .number({ error: m.rating })
      .int({ error: m.rating })
      .min(1, { error: m.rating })
      .max(5, { error: m.rating }),
    headline: required(m.headline, m.headlineLong, REVIEW_LIMITS.headline),
    body: required(m.body, m.bodyLong, REVIEW_LIMITS.body),
    publicName: required(m.publicName, m.publicNameLong, REVIEW_LIMITS.publicName),
    image: z
      .custom<File | null>(
        (value) => value === null || value === undefined || value instanceof File,
        {
          error: m.image,
        },
      )
      .nullable()
      .optional()
      .refine((file) => !file || isPngOrJpg(file), { error: m.image }),
  });
}

export type ReviewInput = z.input<ReturnType<typeof reviewSchema>>;
export type ReviewValues = z.output<ReturnType<typeof reviewSchema>>;
