import { mediaUrl } from '@teashop/shared';
import type { Media, MediaFormat } from './types';

export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

const ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

/**
 * The renditions of a media file as `src` / `srcset`, with intrinsic width and height so the
 * browser reserves the space before the image arrives. `maxWidth` caps the default `src`.
 */
export function imageSource(
  media: Media | null | undefined,
  maxWidth: number,
  alt = '',
): ImageSource | null {
  if (!media?.url) return null;
  const renditions: MediaFormat[] = [];
  for (const name of ORDER) {
    const format = media.formats?.[name];
    if (format?.url && format.width) renditions.push(format);
  }
  if (media.width && media.height) {
    renditions.push({ url: media.url, width: media.width, height: media.height });
  }
  const width = media.width ?? 1;
  const height = media.height ?? 1;
  const text = media.alternativeText || alt;
  if (renditions.length === 0) {
    return { src: mediaUrl(media.url) ?? media.url, width, height, alt: text };
  }
  const fitting = renditions.filter((r) => r.width >= maxWidth);
  const chosen = fitting[0] ?? renditions[renditions.length - 1];
  return {
    src: mediaUrl(chosen?.url) ?? media.url,
    srcSet: renditions.map((r) => `${mediaUrl(r.url)} ${r.width}w`).join(', '),
    width,
    height,
    alt: text,
  };
}
