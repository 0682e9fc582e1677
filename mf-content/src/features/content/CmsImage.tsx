import type { ImgHTMLAttributes } from 'react';
import { mediaUrl } from '@teashop/shared';
import type { Media } from './types';

export interface CmsImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  media: Media;
  /** The largest image of the first view: fetched first, never lazy. */
  priority?: boolean;
  /** Fallback alt text when the editor gave none. */
  fallbackAlt?: string;
}

/** `srcset` candidates of a media file: its generated formats plus the original. */
export function mediaSrcSet(media: Media): string | undefined {
  const candidates = new Map<number, string>();
  for (const format of Object.values(media.formats ?? {})) {
    if (format?.url && format.width) candidates.set(format.width, mediaUrl(format.url) as string);
  }
  if (media.width) candidates.set(media.width, mediaUrl(media.url) as string);
  if (candidates.size < 2) return undefined;
  return [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ');
}

/** An image from the content backend with its intrinsic size, so the layout never shifts. */
export function CmsImage({
  media,
  priority = false,
  fallbackAlt = '',
  alt,
  ...rest
}: CmsImageProps) {
  return (
    <img
      src={mediaUrl(media.url)}
      srcSet={mediaSrcSet(media)}
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
