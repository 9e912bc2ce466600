import { ApiError, type ApiClient } from '@shop/contracts/web';
import { RescheduleAvailabilityQuery, RescheduleRequest } from '@shop/contracts';
import type { PageCopy } from '../../copy/base.ts';
import { fillCopy } from '../../copy/fill.ts';
import { notFound } from '../../lib/page.server.ts';

// The reschedule page's server side: reading the order's other dates, and posting the one the shopper picked.

type Copy = PageCopy['reschedule'];

export interface RescheduleDate {
  date: [number, number, number];
  price: number;
}

/** The address's order number and e-mail token; a link without an order number points at no order. */
export function rescheduleQuery(url: URL) {
  const token = url.searchParams.get('token');
  const parsed = RescheduleAvailabilityQuery.safeParse({
    orderNumber: url.searchParams.get('orderNumber') ?? '',
    ...(token ? { token } : {}),
  });
  if (!parsed.success || parsed.data.orderNumber === '') notFound();
  return parsed.data;
}

/**
 * The order's available dates, or `closed` when the change window has passed (two working days before delivery).
 * An unknown order, or one this browser, account or token may not see, is the not-found page.
 */
export async function loadRescheduleDates(
  api: ApiClient,
  query: { orderNumber: string; token?: string },
): Promise<{ closed: boolean; dates: RescheduleDate[]; current: [number, number, number] | null }> {
  try {
    const answer = await api.rescheduleAvailability(query);
    const dates = answer.availability.unavailable
      ? []
      : answer.availability.dates
          .filter((d) => d.available)
          .map((d) => ({ date: [...d.date] as [number, number, number], price: d.price }));
    const current = answer.currentDeliveryDate;
    return { closed: false, dates, current: current ? [current[0], current[1], current[2]] : null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.body?.code === 'order_not_found'))
      notFound();
    if (error instanceof ApiError && error.body?.code === 'reschedule_closed')
      return { closed: true, dates: [], current: null };
    throw error;
  }
}

export type RescheduleOutcome =
  | { ok: true; orderNumber: string; deliveryDate: [number, number, number]; priceDifference: number }
  | { ok: false; error: string };

/** '2026-07-14' from the date radio, as the API's [year, month, day]. */
function dateTuple(value: FormDataEntryValue | null): [number, number, number] | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Posts the chosen date; every refusal comes back as the words to show, with the support number filled in. */
export async function submitReschedule(
  api: ApiClient,
  form: FormData,
  copy: Copy,
  phone: string,
): Promise<RescheduleOutcome> {
  const say = (text: string): RescheduleOutcome => ({ ok: false, error: fillCopy(text, { phone }) });
  const token = form.get('token');
  const body = RescheduleRequest.safeParse({
    orderNumber: form.get('orderNumber'),
    ...(typeof token === 'string' && token !== '' ? { token } : {}),
    deliveryDate: dateTuple(form.get('date')),
  });
  if (!body.success) return say(copy.pickDate);
  try {
    const result = await api.reschedule(body.data);
    return { ok: true, ...result, deliveryDate: [...result.deliveryDate] };
  } catch (error) {
    const code = error instanceof ApiError ? error.body?.code : undefined;
    if (code === 'reschedule_closed') return say(copy.closed);
    if (code === 'delivery_date_unavailable') return say(copy.dateTaken);
    return say(copy.failed);
  }
}
