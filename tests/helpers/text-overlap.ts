/**
 * How much two pages' texts repeat each other: the share of the shorter text's 4-word sequences
 * (shingles) that also occur in the other. Used to keep the service-area pages from being one
 * template with a name swapped in.
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function shingles(list: string[], size = 4): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + size <= list.length; i += 1) out.add(list.slice(i, i + size).join(' '));
  return out;
}

/** 0..1: the share of the shorter text's distinct 4-word sequences found in the other text. */
export function sharedShare(a: string, b: string, size = 4): number {
  const [sa, sb] = [shingles(words(a), size), shingles(words(b), size)];
  const [shorter, longer] = sa.size <= sb.size ? [sa, sb] : [sb, sa];
  if (shorter.size === 0) return 0;
  let shared = 0;
  for (const shingle of shorter) if (longer.has(shingle)) shared += 1;
  return shared / shorter.size;
}

/** The visible text inside <main> of an HTML page: scripts, styles and tags removed. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
