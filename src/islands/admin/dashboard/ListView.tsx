/** A tab's list: "Loading...", the empty text (with or without a search), or the rows and the pager. */
import type { ReactNode } from 'react';
import { EMPTY, PAGE_SIZE, type ListState, type TabId } from './lists.ts';

interface Props<T> {
  id: TabId;
  state: ListState<T>;
  search: string;
  onPage: (page: number) => void;
  children: (logs: T[]) => ReactNode;
}

export function ListView<T>({ id, state, search, onPage, children }: Props<T>) {
  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));
  // Past the counted rows (totalCapped), there is a next page while pages come back full.
  const hasNext = state.totalCapped ? state.logs.length === PAGE_SIZE : state.page < pages;
  if (state.loaded && state.logs.length === 0) return <p className="py-6 text-slate-700">{EMPTY[id][search ? 1 : 0]}</p>;
  if (!state.loaded) return <p className="py-6 text-slate-700">Loading...</p>;
  return (
    <div aria-busy={state.loading}>
      {children(state.logs)}
      <nav aria-label={`${id} pages`} className="mt-3 flex items-center justify-end gap-3 text-sm">
        <button type="button" className="btn-outline min-h-9 px-3 py-1" disabled={state.page <= 1 || state.loading} onClick={() => onPage(state.page - 1)}>
          Previous
        </button>
        <span className="text-slate-800">
          Page {state.page} of {pages.toLocaleString('en-US')}
          {state.totalCapped ? '+' : ''}
        </span>
        <button type="button" className="btn-outline min-h-9 px-3 py-1" disabled={!hasNext || state.loading} onClick={() => onPage(state.page + 1)}>
          Next
        </button>
      </nav>
    </div>
  );
}
