import { fireEvent, screen } from '@testing-library/react';
import type { methodFetch } from '../../test/cart-fixtures.ts';
// The page fetches the calendar's code once an address is picked (ADR 0046). Loaded here, with the test file, its
// import is already done when a test waits for the calendar, so how long the test runner takes to compile the module
// on a busy machine never counts against that wait.
import './DeliveryCalendar.tsx';

// What a shopper does on the checkout page, for its tests.

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
export const total = () => screen.getByTestId('checkout-total').textContent;
export const block = () => screen.getByTestId('checkout-block').textContent;

/** The page is ready once the delivery lookup answered with a calendar and the order summary's code has come. */
export async function ready(): Promise<void> {
  await screen.findByRole('button', { name: 'Previous month' });
  await screen.findByRole('region', { name: 'Order Summary' });
}

export function fillCard(): void {
  type('Name on card', 'Jo Citizen');
  type('Card number', '4242424242424242');
  type('Expiry (MM / YYYY)', '12/2030');
  type('CVV', '123');
}

/** The message shown for a field (linked by aria-describedby), or null. */
export function messageOf(input: HTMLElement): string | null {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.length > 0 ? (document.getElementById(ids[0] as string)?.textContent ?? null) : null;
}

/** Types a value and leaves the field, so its message shows per 001 §5's display rule. */
export function typeAndLeave(label: string, value: string): string | null {
  type(label, value);
  fireEvent.blur(field(label));
  return messageOf(field(label));
}

export function postedOrder(api: ReturnType<typeof methodFetch>): Record<string, unknown> {
  const call = api.calls.find((c) => c.method === 'POST' && c.path === '/api/checkout');
  if (!call) throw new Error('no order was posted');
  return call.body as Record<string, unknown>;
}
