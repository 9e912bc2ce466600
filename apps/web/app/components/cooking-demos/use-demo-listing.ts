import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CookingDemoList, CookingDemoListQuery } from '@shop/contracts';
import {
  cookingDemoListingReducer,
  type CookingDemoFilterInput,
  type CookingDemoListingState,
} from '@shop/domain';
import { filterInput, listHref, listQuery, type SettledListing } from './listing.ts';

// With scripts the list page loads its demos itself (the route does not revalidate on its own address changes): each
// new address sets the filters (Loading), the answer is a success or an error, and the domain's reducer decides what
// follows (000 §4). The server rendered the first state the same way, so the page starts where it left off.

interface PageState {
  listing: CookingDemoListingState;
  list: CookingDemoList | null;
  /** Counts the loads asked for; the load effect runs once per round and ignores answers of older rounds. */
  round: number;
  /** Bumped when the filters change other than through the form, so the form shows them afresh. */
  formVersion: number;
  /** The first error cleared the filters: the address is still to follow. */
  clearAddress: boolean;
  /** The demos shown are the unfiltered ones the first error fell back to. */
  cleared: boolean;
}

type PageEvent =
  | { type: 'filters'; input: CookingDemoFilterInput; fromForm: boolean }
  | { type: 'loaded'; list: CookingDemoList }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'addressCleared' };

export function demoPageReducer(state: PageState, event: PageEvent): PageState {
  switch (event.type) {
    case 'filters':
      // Each address is a whole set of filters (see filtersOf), so the reducer starts from none.
      return {
        ...state,
        listing: cookingDemoListingReducer(
          { ...state.listing, filters: {} },
          { type: 'setFilters', filters: event.input },
        ),
        round: state.round + 1,
        formVersion: event.fromForm ? state.formVersion : state.formVersion + 1,
        cleared: false,
      };
    case 'loaded':
      return {
        ...state,
        listing: cookingDemoListingReducer(state.listing, { type: 'success' }),
        list: event.list,
      };
    case 'failed': {
      const listing = cookingDemoListingReducer(state.listing, { type: 'error' });
      if (listing.status !== 'Loading') return { ...state, listing };
      // The first error: again, once, with no filters (000 §4).
      return {
        ...state,
        listing,
        round: state.round + 1,
        formVersion: state.formVersion + 1,
        clearAddress: true,
        cleared: true,
      };
    }
    case 'retry':
      // 'Try again' sets the filters the listing holds once more.
      return {
        ...state,
        listing: cookingDemoListingReducer(state.listing, {
          type: 'setFilters',
          filters: state.listing.filters,
        }),
        round: state.round + 1,
        cleared: false,
      };
    case 'addressCleared':
      return { ...state, clearAddress: false };
  }
}

export function useDemoListing(
  initial: SettledListing,
  load: (query: CookingDemoListQuery) => Promise<CookingDemoList>,
) {
  const [state, dispatch] = useReducer(demoPageReducer, {
    listing: initial.state,
    list: initial.list,
    round: 0,
    formVersion: 0,
    // The server already fell back to no filters: the address follows once the page runs.
    clearAddress: initial.state.retried,
    cleared: initial.state.retried && initial.state.status === 'Success',
  });
  const location = useLocation();
  const navigate = useNavigate();
  // The address last seen, and the page's own navigations not yet seen (their filters are set already). Any other
  // change of address (back, forward, a page link) sets the filters again. Own ones are matched by address, not by
  // order of arrival, since a load can answer before its navigation lands.
  const seen = useRef(location.search);
  const own = useRef<string[]>([]);
  const go = useCallback(
    (href: string, replace: boolean) => {
      const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
      if (search !== seen.current || own.current.length > 0) own.current.push(search);
      void navigate(href, { replace, preventScrollReset: true });
    },
    [navigate],
  );

  useEffect(() => {
    if (location.search === seen.current) return;
    seen.current = location.search;
    const mine = own.current.indexOf(location.search);
    if (mine >= 0) {
      own.current.splice(0, mine + 1);
      return;
    }
    own.current = [];
    dispatch({ type: 'filters', input: filterInput(location.search), fromForm: false });
  }, [location.search]);

  const { status, filters } = state.listing;
  useEffect(() => {
    if (status !== 'Loading') return;
    let live = true;
    load(listQuery(filters)).then(
      (list) => {
        if (live) dispatch({ type: 'loaded', list });
      },
      () => {
        if (live) dispatch({ type: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [state.round, status, filters, load]);

  // The first error started again without filters: the address says so too, without setting them a second time.
  useEffect(() => {
    if (!state.clearAddress) return;
    dispatch({ type: 'addressCleared' });
    go(listHref({}), true);
  }, [state.clearAddress, go]);

  /** The form's own submit: the address and the filters change together. */
  const show = useCallback(
    (href: string) => {
      const search = href.includes('?') ? href.slice(href.indexOf('?')) : '';
      dispatch({ type: 'filters', input: filterInput(search), fromForm: true });
      go(href, false);
    },
    [go],
  );

  /** 'Try again' after a Failure: the same filters once more. */
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);

  return { state, show, retry };
}
