import { Link } from '../../lib/link.tsx';
import type { OrderConfirmation } from '@shop/contracts';
import { formatSmallPrice } from '@shop/domain';
import type { PageCopy } from '../../copy/base.ts';
import { fillCopy } from '../../copy/fill.ts';
import { AddressLines } from './AddressLines.tsx';
import { longDate } from './format.ts';
import { OrderLines } from './OrderLines.tsx';
import { OrderTotals, shippingText } from './OrderTotals.tsx';
import styles from './Confirmation.module.css';

type Copy = PageCopy['confirmation'];
/** How the shopper may move the delivery: a link to the reschedule page, the order e-mail's link, or not at all. */
export type RescheduleWay = { href: string } | 'email' | null;

export function rescheduleHref(orderNumber: string): string {
  return `/customer/reschedule-delivery?orderNumber=${encodeURIComponent(orderNumber)}`;
}

/**
 * The API gives the order's own browser or account the e-mail's signed link while the date may change, so a guest
 * moves it from here too. Without that link only the order's signed-in account is known to the reschedule page.
 */
export function rescheduleWay(order: OrderConfirmation, signedIn: boolean): RescheduleWay {
  if (!order.canReschedule) return null;
  if (order.rescheduleUrl) return { href: order.rescheduleUrl };
  return signedIn ? { href: rescheduleHref(order.orderNumber) } : 'email';
}

function DeliveryDetails({
  order,
  reschedule,
  copy,
}: {
  order: OrderConfirmation;
  reschedule: RescheduleWay;
  copy: Copy;
}) {
  const { deliveryAddress: address } = order;
  if (order.cashAndCarry)
    return (
      <section className={styles.card} aria-labelledby="order-delivery-heading">
        <h2 id="order-delivery-heading" className={styles.cardHeading}>
          {copy.collectedHeading}
        </h2>
        <p data-testid="confirmation-delivery-date">{copy.collected}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{copy.collectionAddress}</dt>
            <dd>
              <AddressLines address={address} />
            </dd>
          </div>
        </dl>
      </section>
    );
  return (
    <section className={styles.card} aria-labelledby="order-delivery-heading">
      <h2 id="order-delivery-heading" className={styles.cardHeading}>
        {copy.deliveryHeading}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.deliveryDate}</dt>
          <dd data-testid="confirmation-delivery-date">
            {order.deliveryDate ? longDate(order.deliveryDate) : copy.noDeliveryDate}
            {order.deliveryDate ? ` · ${shippingText(order.shipping)}` : null}
          </dd>
        </div>
        {order.supplierDeliveries.map((s) => (
          <div key={s.supplier}>
            <dt>{fillCopy(copy.supplierDelivery, { supplier: s.supplier })}</dt>
            <dd>
              {longDate(s.date)} · {shippingText(s.price)}
            </dd>
          </div>
        ))}
        <div>
          <dt>{copy.deliveryAddress}</dt>
          <dd>
            <AddressLines address={address} />
          </dd>
        </div>
        {address.deliveryInstructions.trim() ? (
          <div>
            <dt>{copy.instructions}</dt>
            <dd>{address.deliveryInstructions}</dd>
          </div>
        ) : null}
        {order.deliveryServices.length > 0 ? (
          <div>
            <dt>{copy.servicesHeading}</dt>
            <dd>
              <ul className={styles.plainList}>
                {order.deliveryServices.map((s) => (
                  <li key={s.sku}>
                    {s.title} · {shippingText(s.price)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {reschedule === 'email' ? (
        <p className={styles.note}>{copy.changeDateByEmail}</p>
      ) : reschedule ? (
        <Link to={reschedule.href} className={styles.secondaryLink}>
          {copy.changeDate}
        </Link>
      ) : null}
    </section>
  );
}

function PaymentDetails({ order, copy }: { order: OrderConfirmation; copy: Copy }) {
  return (
    <section className={styles.card} aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading" className={styles.cardHeading}>
        {copy.paymentHeading}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{copy.paymentMethod}</dt>
          {/* The API words it: the method with the card's brand and last four, or 'Gift card'. */}
          <dd data-testid="confirmation-payment-method">{order.paymentMethod}</dd>
        </div>
        {order.depositPaid !== null ? (
          <div>
            <dt>{copy.depositPaid}</dt>
            <dd data-testid="confirmation-deposit">{formatSmallPrice(order.depositPaid)}</dd>
          </div>
        ) : null}
        {order.remainingPayment !== null ? (
          <div>
            <dt>{copy.remainingPayment}</dt>
            <dd data-testid="confirmation-remaining">{formatSmallPrice(order.remainingPayment)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.billingAddress}</dt>
          <dd>
            <AddressLines address={order.billingAddress} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The placed order, as the browser or account that placed it sees it right after paying (issue 12). */
export function OrderConfirmationView({
  order,
  reschedule,
  copy,
}: {
  order: OrderConfirmation;
  reschedule: RescheduleWay;
  copy: Copy;
}) {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{copy.heading}</h1>
        <p className={styles.orderNumber}>
          {copy.orderNumber}: <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
        <p>{fillCopy(copy.emailSent, { email: order.email })}</p>
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderLines lines={order.lines} vouchers={order.vouchers} copy={copy} />
          {/* Gift vouchers only: nothing is delivered (docs/decisions/0031). */}
          {order.lines.length === 0 && order.vouchers.length > 0 ? null : (
            <DeliveryDetails order={order} reschedule={reschedule} copy={copy} />
          )}
          <PaymentDetails order={order} copy={copy} />
        </div>
        <div className={styles.column}>
          <OrderTotals order={order} copy={copy} />
          <Link to="/" className={styles.primaryLink}>
            {copy.continueShopping}
          </Link>
        </div>
      </div>
    </div>
  );
}
