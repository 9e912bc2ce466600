// Leaving the storefront for a payment provider's page, or following an address the server gave (ADR 0029): a real
// navigation, kept in one place so the checkout's tests can watch it (jsdom cannot navigate).

export function leaveForUrl(url: string): void {
  window.location.assign(url);
}
