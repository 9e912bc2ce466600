import { useCallback, useEffect, useRef, useState } from 'react';
import type { AvailabilityRequest, AvailabilityResponse } from '@shop/contracts';
import {
  applyProformaDates,
  CHECKOUT_ERROR_MESSAGES,
  chooseDeliveryDate,
  selectDeliveryDate,
  TIMINGS_MS,
  toCalendarDate,
  uniqueRequirementsDate,
  type AvailabilityDate,
  type CalendarDate,
  type ViewedMonth,
} from '@shop/domain';

// 001 §4 calendar flow: an availability lookup once a suburb is picked (and again when the services change, debounced
// 400 ms, 001 §9); when dates arrive the previous choice stays if still available, else the first available date is
// chosen and its price becomes the shipping cost; the view jumps to the choice.

export interface DeliveryState {
  response: AvailabilityResponse | null;
  loading: boolean;
  error: string | null;
  dates: AvailabilityDate[];
  selected: CalendarDate | null;
  shippingCost: number;
  view: ViewedMonth;
}

export function useDelivery(deps: {
  today: CalendarDate;
  proforma: boolean;
  uniqueRequirements: boolean;
  /** The saved session's date, kept when still available. */
  savedDate: CalendarDate | null;
  fetchAvailability: (body: AvailabilityRequest) => Promise<AvailabilityResponse>;
  onResponse?: (response: AvailabilityResponse, first: boolean) => void;
}) {
  const { today, proforma } = deps;
  const [state, setState] = useState<DeliveryState>({
    response: null,
    loading: false,
    error: null,
    dates: [],
    selected: deps.savedDate,
    shippingCost: 0,
    view: { year: today.year, month: today.month },
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ticket = useRef(0);
  const received = useRef(0);
  const latestDeps = useRef(deps);
  latestDeps.current = deps;
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (body: AvailabilityRequest) => {
      const mine = ++ticket.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      latestDeps.current.fetchAvailability(body).then(
        (response) => {
          if (mine !== ticket.current) return;
          const raw = response.availability.dates.map((d) => ({ ...d, date: d.date as AvailabilityDate['date'] }));
          const dates = proforma ? applyProformaDates(raw, today) : raw;
          latestDeps.current.onResponse?.(response, received.current++ === 0);
          setState((s) => {
            // The unique-requirements date stands until the box is unticked.
            if (latestDeps.current.uniqueRequirements) return { ...s, response, loading: false, dates };
            const choice = chooseDeliveryDate(dates, s.selected);
            return {
              ...s,
              response,
              loading: false,
              dates,
              selected: choice.selected,
              shippingCost: choice.shippingCost,
              view: choice.view ?? s.view,
            };
          });
        },
        () => {
          if (mine !== ticket.current) return;
          setState((s) => ({ ...s, loading: false, error: CHECKOUT_ERROR_MESSAGES.availability }));
        },
      );
    },
    [proforma, today],
  );

  /** Debounced lookup (immediate when `now`). */
  const request = useCallback(
    (body: AvailabilityRequest, now = false) => {
      clearTimeout(timer.current);
      if (now) run(body);
      else timer.current = setTimeout(() => run(body), TIMINGS_MS.checkoutChangeDebounce);
    },
    [run],
  );

  /** A click on an available day: its price becomes the shipping cost; the view moves to its month. */
  const select = (date: CalendarDate) => {
    const choice = selectDeliveryDate(state.dates, date);
    if (!choice) return false;
    setState((s) => ({ ...s, selected: choice.selected, shippingCost: choice.shippingCost, view: choice.view ?? s.view }));
    return true;
  };

  const setView = (view: ViewedMonth) => setState((s) => ({ ...s, view }));

  /** Unique requirements: today + 21 days, priced as that day is (001 §4); unticking goes back to the first date. */
  const setUniqueRequirements = (on: boolean) =>
    setState((s) => {
      if (on) {
        const date = uniqueRequirementsDate(today);
        const entry = s.dates.find((d) => {
          const c = toCalendarDate(d.date);
          return c.year === date.year && c.month === date.month && c.day === date.day;
        });
        return { ...s, selected: date, shippingCost: entry?.price ?? 0 };
      }
      const choice = chooseDeliveryDate(s.dates, null);
      return { ...s, selected: choice.selected, shippingCost: choice.shippingCost, view: choice.view ?? s.view };
    });

  return { state, request, select, setView, setUniqueRequirements };
}
