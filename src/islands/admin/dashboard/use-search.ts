/** The search box's text, and the search the lists use: trimmed, a moment after typing stops (it runs on the server). */
import { useEffect, useState } from 'react';

export const SEARCH_DELAY_MS = 300;

export function useSearch(initial: string) {
  const [input, setInput] = useState(initial);
  const [search, setSearch] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  return { input, setInput, search };
}
