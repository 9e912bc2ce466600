// What only placing an order needs (001 §4 'Submit', §8; ADR 0029): posting it, reading the answer, handing over to a
// provider's page and recording the purchase. Checkout fetches it once the page has hydrated, not with the page
// (docs/decisions/0061-route-manifest-up-front.md), and a submit waits for it.
export { placeOrder, postProviderForm } from './place-order.ts';
export { trackPlacedOrder } from './confirmed-purchase.ts';
