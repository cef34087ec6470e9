/** HTML previews show the first 1000 characters (spec 9), then a "... (truncated)" marker. */
export const HTML_PREVIEW_CHARS = 1000;
export const TRUNCATED_MARKER = '... (truncated)';

export function truncatePreview(text: string, limit = HTML_PREVIEW_CHARS): string {
  return text.length > limit ? `${text.slice(0, limit)}${TRUNCATED_MARKER}` : text;
}

/**
 * Parses a JSON text list (schema_types, cited_urls) into strings; anything else gives []. The
 * API stores these lists as JSON text (spec 3).
 */
export function parseJsonList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** "underscored_reason" -> "underscored reason". */
export const underscoresToSpaces = (text: string): string => text.replace(/_/g, ' ');

export const pluralize = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
