// What only placing the order needs: the card's check before posting and its encryption, the order post and what its
// answer means, and the purchase event of an order approved in the customer's own app. It comes with the shopper's
// first touch of the form, not with the page (docs/decisions/0068); the submit waits for it.
export { checkCardBeforePosting, toCardFormValues } from '@shop/domain/card-posting';
export { encryptCard } from '../../lib/checkout-encryption.ts';
export { placeOrder, postProviderForm } from './place-order.ts';
export { trackPlacedOrder } from './confirmed-purchase.ts';
