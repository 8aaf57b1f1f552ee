import { useLocation, useNavigate } from 'react-router';
import type { ListSearch } from './list-search';

export interface ListSearchState<F> {
  /** The filter the address holds. */
  filter: F;
  /** The address's query string as it stands, for a row's link to bring the list back as it was. */
  search: string;
  /** The address of the list with another filter (a tab's link); a new filter starts at the first page. */
  searchFor(change: Partial<F>): string;
  /** Applies a change of filter, from the first page. */
  apply(change: Partial<F>): void;
  /** Another page; a list paged by cursor (the inbox) gives the one its server answered for that page. */
  goToPage(page: number, cursor?: { after?: string; before?: string }): void;
}

/**
 * A list's filter kept in the address, so that a link, a reload and the back button show the same list. Not
 * react-router's useSearchParams: it would add code to the router chunk that every page loads.
 */
export function useListSearch<F extends object>(codec: ListSearch<F>): ListSearchState<F> {
  const location = useLocation();
  const navigate = useNavigate();
  const current = new URLSearchParams(location.search);
  const filter = codec.read(current);
  // A list without pages has no `page` field to write, nor one without cursors an `after` or `before`: the
  // codec leaves them out. A cursor belongs to its page of its filter: any change drops it.
  const searchFor = (change: Partial<F> | { page: number }) => {
    const next = codec
      .write({ ...filter, page: 1, after: undefined, before: undefined, ...change })
      .toString();
    return next ? `?${next}` : '';
  };
  const show = (search: string) => void navigate({ search });
  return {
    filter,
    search: current.toString(),
    searchFor,
    apply: (change) => show(searchFor(change)),
    goToPage: (page, cursor) => show(searchFor({ page, ...cursor })),
  };
}
