/** Paging and search parameters of the admin lists, parsed from a URL's query string. Never throws. */
import { CONTROL_CHARACTERS } from '../../domain/text.ts';

const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'g');

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

export interface ListQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Trimmed search text, '' for none. */
  search: string;
}

function positiveInteger(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === null || !/^\s*\d{1,9}\s*$/.test(value)) return fallback;
  const number = Number(value);
  return number >= 1 ? Math.min(number, max) : fallback;
}

export function parseListQuery(params: URLSearchParams): ListQuery {
  return {
    page: positiveInteger(params.get('page'), 1, 1_000_000),
    pageSize: positiveInteger(params.get('pageSize'), DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    // Control characters (NUL among them, which the database refuses) never belong to a search.
    search: (params.get('q') ?? params.get('search') ?? '').replace(CONTROL, '').trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_LENGTH),
  };
}

export function offsetOf(query: ListQuery): number {
  return (query.page - 1) * query.pageSize;
}

/** Words of a search for a prefix full-text query ('pan upg' -> 'pan:* & upg:*'); only letters and digits survive. */
export function prefixTsQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

/** A LIKE pattern matching the text anywhere, with %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A search that is a phone number: digits, spaces, dashes, dots, brackets and plus, at least 3 digits. */
export const isPhoneSearch = (search: string): boolean => /^[\d\s()+.-]+$/.test(search) && (search.match(/\d/g)?.length ?? 0) >= 3;

/** The digits a phone search looks for, without the North American country code ("+1 406 555 0142" -> "4065550142"). */
export function phoneSearchDigits(search: string): string {
  const digits = search.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}
