import type { CheckoutAddress, OrderConfirmation } from '@shop/contracts';
import { formatPrice, formatShippingPrice } from '@shop/domain';

// The order e-mail: the confirmation's content (001 §2 and §9; shipping in the 0-2 decimal format) as plain text and
// as HTML. Every value from the order is escaped in the HTML; the only link is the storefront's own reschedule page.

export interface OrderMailInput {
  order: OrderConfirmation;
  companyName: string;
  supportNumber: string;
  /** The signed reschedule link, or null when the order has no delivery date to move. */
  rescheduleUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** 'Thursday 12 June 2025': the day the tuple names, whatever the server's zone. */
export function longDate([y, m, d]: readonly [number, number, number]): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const addressLines = (a: CheckoutAddress): string[] =>
  [
    `${a.firstName} ${a.lastName}`.trim(),
    a.companyName,
    a.address,
    [a.suburb, a.state, a.postcode].filter(Boolean).join(' '),
  ].filter((l) => l.trim() !== '');

/** The summary rows shared by both bodies: [label, amount]; zero discounts and gift cards are left out. */
function totals(o: OrderConfirmation): [string, string][] {
  const rows: [string, string][] = [['Subtotal', formatPrice(o.subTotal)]];
  if (o.discountTotal > 0) rows.push(['Discounts', `-${formatPrice(o.discountTotal)}`]);
  rows.push(['Shipping', formatShippingPrice(o.shipping)]);
  if (o.extras > 0) rows.push(['Delivery services and extras', formatPrice(o.extras)]);
  if (o.giftCardTotal > 0) rows.push(['Gift cards', `-${formatPrice(o.giftCardTotal)}`]);
  rows.push(['Total', formatPrice(o.total, { zeroText: '$0' })]);
  if (o.depositPaid !== null) rows.push(['Deposit paid', formatPrice(o.depositPaid, { zeroText: '$0' })]);
  if (o.remainingPayment !== null)
    rows.push(['Remaining payment', formatPrice(o.remainingPayment, { zeroText: '$0' })]);
  rows.push(['Payment method', o.paymentMethod]);
  return rows;
}

/** 'Gift voucher $100 for Grace Hopper': how a voucher line reads wherever an order is listed (0031). */
export function voucherLineTitle(v: { value: number; recipientName: string }): string {
  return `Gift voucher ${formatPrice(v.value)} for ${v.recipientName}`;
}

function lineTexts(o: OrderConfirmation): string[][] {
  const products = o.lines.map((l) => {
    const parts = [`${l.quantity} × ${l.title} (${l.sku}) ${formatPrice(l.lineTotal)}`];
    if (l.lineDiscount > 0) parts.push(`Discount: -${formatPrice(l.lineDiscount)}`);
    if (l.warranty) parts.push(`Warranty: ${l.warranty.name} ${formatPrice(l.warranty.price)}`);
    if (l.install) parts.push(`Installation: ${l.install.name} ${formatPrice(l.install.price)}`);
    return parts;
  });
  const vouchers = o.vouchers.map((v) => [
    voucherLineTitle(v),
    `E-mailed to ${v.recipientName} <${v.recipientEmail}> with its code`,
  ]);
  return [...products, ...vouchers];
}

function deliveryTexts(o: OrderConfirmation): string[] {
  const rows: string[] = [];
  if (o.cashAndCarry) rows.push('Cash and carry: collected from the store (address below)');
  else rows.push(`Delivery date: ${o.deliveryDate ? longDate(o.deliveryDate) : 'to be arranged'}`);
  for (const s of o.supplierDeliveries)
    rows.push(`Delivered by ${s.supplier}: ${longDate(s.date)} ${formatShippingPrice(s.price)}`);
  for (const s of o.deliveryServices) rows.push(`${s.title}: ${formatPrice(s.price)}`);
  return rows;
}

export function renderOrderMail(input: OrderMailInput): RenderedMail {
  const { order: o, companyName, supportNumber, rescheduleUrl } = input;
  const subject = `Your ${companyName} order ${o.orderNumber}`;
  const greeting = `Thank you for your order, ${o.deliveryAddress.firstName}.`;
  // A cart of gift vouchers only is delivered nowhere: no delivery section (docs/decisions/0031).
  const delivers = o.lines.length > 0;
  const delivery = addressLines(o.deliveryAddress);
  const instructions = o.deliveryAddress.deliveryInstructions;
  const reschedule = rescheduleUrl ? `To change your delivery date, visit ${rescheduleUrl}` : null;
  const help = `Questions about your order? Call us on ${supportNumber}.`;

  const text = [
    greeting,
    `Order number: ${o.orderNumber}`,
    '',
    'Your order',
    ...lineTexts(o).map((parts) => `- ${parts.join('\n  ')}`),
    '',
    ...(delivers
      ? [
          ...deliveryTexts(o),
          'Delivery address:',
          ...delivery.map((l) => `  ${l}`),
          ...(instructions ? [`Delivery instructions: ${instructions}`] : []),
          '',
        ]
      : []),
    ...totals(o).map(([label, value]) => `${label}: ${value}`),
    '',
    ...(reschedule ? [reschedule, ''] : []),
    help,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body>
<h1>${e(greeting)}</h1>
<p>Order number: <strong>${e(o.orderNumber)}</strong></p>
<h2>Your order</h2>
<ul>${lineTexts(o)
    .map((parts) => `<li>${parts.map(e).join('<br>')}</li>`)
    .join('')}</ul>
${
  delivers
    ? `<h2>Delivery</h2>
<p>${deliveryTexts(o).map(e).join('<br>')}</p>
<p>Delivery address:<br>${delivery.map(e).join('<br>')}</p>
${instructions ? `<p>Delivery instructions: ${e(instructions)}</p>` : ''}`
    : ''
}
<h2>Payment</h2>
<table>${totals(o)
    .map(([label, value]) => `<tr><th scope="row">${e(label)}</th><td>${e(value)}</td></tr>`)
    .join('')}</table>
${rescheduleUrl ? `<p><a href="${e(rescheduleUrl)}">Change your delivery date</a></p>` : ''}
<p>${e(help)}</p>
</body></html>
`;
  return { subject, text, html };
}
