import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@teashop/contracts';
import type { Media, MediaFormat } from '@teashop/contracts';

const FORMAT_ORDER = ['thumbnail', 'small', 'medium', 'large'] as const;

/** The renditions of a media file, narrowest first: its generated formats plus the original. */
function renditions(media: Media): MediaFormat[] {
  const byWidth = new Map<number, MediaFormat>();
  for (const name of FORMAT_ORDER) {
    const format = media.formats?.[name];
    if (format?.url && format.width) byWidth.set(format.width, format);
  }
  if (media.width && media.height) {
    byWidth.set(media.width, { url: media.url, width: media.width, height: media.height });
  }
  return [...byWidth.values()].sort((a, b) => a.width - b.width);
}

/** `srcset` candidates of a media file (none when there is only one size to choose from). */
export function mediaSrcSet(media: Media): string | undefined {
  const all = renditions(media);
  if (all.length < 2) return undefined;
  return all.map((r) => `${mediaUrl(r.url)} ${r.width}w`).join(', ');
}

export interface ImageSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * The renditions of a media file as `src` / `srcset`, with intrinsic width and height so the
 * browser reserves the space before the image arrives. `maxWidth` caps the default `src`: the
 * narrowest rendition at least that wide (the original without it).
 */
export function imageSource(
  media: Media | null | undefined,
  maxWidth = Infinity,
  alt = '',
): ImageSource | null {
  if (!media?.url) return null;
  const all = renditions(media);
  const fitting = all.find((r) => r.width >= maxWidth) ?? all[all.length - 1];
  return {
    src: mediaUrl(fitting?.url ?? media.url) ?? media.url,
    srcSet: mediaSrcSet(media),
    width: media.width ?? 1,
    height: media.height ?? 1,
    alt: media.alternativeText || alt,
  };
}

export interface CmsImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  media: Media;
  /** The largest image of the first view: fetched first, never lazy. */
  priority?: boolean;
  /** Fallback alt text when the editor gave none. */
  fallbackAlt?: string;
  /** The widest the image is shown: `src` (for browsers without `srcset`) needs no more. */
  maxWidth?: number;
}

/**
 * An image from the content backend: its generated sizes as `srcset`, its intrinsic size (so the
 * layout never shifts), the editor's alternative text, and lazy loading unless it is the first
 * view's largest image.
 */
export function CmsImage({
  media,
  priority = false,
  fallbackAlt = '',
  maxWidth,
  alt,
  ...rest
}: CmsImageProps) {
  const source = imageSource(media, maxWidth);
  return (
    <img
      src={source?.src ?? mediaUrl(media.url)}
      srcSet={source?.srcSet}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alternativeText ?? fallbackAlt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      {...rest}
    />
  );
}
