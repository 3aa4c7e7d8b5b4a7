/**
 * Query-string state of the list pages (filters, sorting, paging, the selected finding).
 *
 * React Router's functional `setSearchParams(prev => …)` hands every call the parameters of the
 * last render, so two changes made before the page renders again (a debounced text filter landing
 * just as a select changes) lose the first one: the URL then filters on a value the form no longer
 * shows. `useSearchParamsUpdate` merges each change into the address bar as it is at that moment.
 */
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** `changes` merged into `search`; an empty value removes its key, `resetPage` drops `page`. */
export function mergeSearch(
  search: string,
  changes: Record<string, string | null | undefined>,
  opts: { resetPage?: boolean } = {},
): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  if (opts.resetPage) next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

export interface SearchUpdateOptions {
  /** Replace the history entry (the default) instead of pushing a new one. */
  replace?: boolean;
  /** Go back to the first page (filters and sorting change what the pages hold). */
  resetPage?: boolean;
  /** Start from no parameters at all (a "Clear filters" button), then apply `changes`. */
  clear?: boolean;
}

/** The current query parameters and a function that merges changes into the latest URL. */
export function useSearchParamsUpdate(): [
  URLSearchParams,
  (changes: Record<string, string | null | undefined>, opts?: SearchUpdateOptions) => void,
] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const update = useCallback(
    (changes: Record<string, string | null | undefined>, opts: SearchUpdateOptions = {}) => {
      const { pathname, search, hash } = window.location;
      const nextSearch = mergeSearch(opts.clear ? '' : search, changes, opts);
      if (nextSearch === (search === '?' ? '' : search)) return;
      navigate({ pathname, search: nextSearch, hash }, { replace: opts.replace ?? true });
    },
    [navigate],
  );
  return [params, update];
}
