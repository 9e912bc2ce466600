// /cart; the summary's and the lines' words are the base `cart` section and the cart components'.

export const CART_PAGE_COPY = {
  title: 'Shopping Cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  item: 'item',
  items: 'items',
  inCart: '{count} {noun} in your cart',
  summary: 'Order summary',
} as const;
