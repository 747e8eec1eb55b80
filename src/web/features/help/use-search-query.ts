import { useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/**
 * The search box's text, mirrored in the address (?q=) so Back, a reload or a shared link
 * shows the same results. What is typed stays the source of truth: the address is replaced
 * as the person types, and only a real visit (a link, Back, Forward) sets the text from it.
 */
export function useSearchQuery(): [string, (next: string) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const fromAddress = new URLSearchParams(location.search).get('q') ?? '';
  const [query, setQuery] = useState(fromAddress);
  const [seenKey, setSeenKey] = useState(location.key);

  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE' && fromAddress !== query) setQuery(fromAddress);
  }

  const update = (next: string) => {
    setQuery(next);
    const trimmed = next.trim();
    const search = trimmed ? `?${new URLSearchParams({ q: trimmed })}` : '';
    void navigate({ search }, { replace: true, preventScrollReset: true });
  };
  return [query, update];
}
