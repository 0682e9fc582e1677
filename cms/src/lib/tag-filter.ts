import { isRecord } from './types';

export const TAG_FILTER_MESSAGE =
  'Articles are filtered by tag with filters[tags][$contains]=<tag>';

/**
 * Article tags are a JSON array. Strapi turns `$contains` on a JSON attribute into a text LIKE on
 * the column, which SQLite answers and PostgreSQL (jsonb) refuses, so the article list resolves a
 * tag filter itself: `filters[tags][$contains]=<tag>` (the tag bare or as a JSON string, `"latest"`,
 * as the storefront sends it) selects the articles whose tags include that tag, on either database.
 *
 * Takes the tag filter out of `filters`: `tag` is null when there is none, `rest` holds the other
 * filters (undefined when none are left). Any other condition on `tags` is refused (`invalid`).
 */
export function takeTagFilter(filters: unknown): {
  tag: string | null;
  rest: unknown;
  invalid?: true;
} {
  if (!isRecord(filters) || !('tags' in filters)) return { tag: null, rest: filters };
  const { tags, ...others } = filters;
  const rest = Object.keys(others).length > 0 ? others : undefined;
  const value =
    isRecord(tags) && Object.keys(tags).length === 1
      ? (tags as { $contains?: unknown }).$contains
      : undefined;
  if (typeof value !== 'string' || value.trim() === '') return { tag: null, rest, invalid: true };
  return { tag: unquote(value.trim()), rest };
}

/** `"latest"` -> `latest`; a bare tag stays as it is. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // not a JSON string: taken literally
    }
  }
  return value;
}

/** Whether a stored `tags` value (a JSON array of strings) holds the tag. */
export const hasTag = (tags: unknown, tag: string): boolean =>
  Array.isArray(tags) && tags.some((t) => t === tag);
