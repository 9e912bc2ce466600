import type { InvoicedOrder } from '@shop/contracts';
import { formatPrice, type DateTuple } from '@shop/domain';
import { Link } from '../../lib/link.tsx';
import { longDate } from '../confirmation/format.ts';
import { fillCopy } from '../../copy/fill.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { ACCOUNT_PAGE_COPY } from '../../copy/pages/account.ts';
import styles from './OrdersList.module.css';

function dateOf(iso: string): DateTuple | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

function written(iso: string): string {
  const date = dateOf(iso);
  return date ? longDate(date) : iso;
}

/** The path of the reschedule page for a signed-in owner (no e-mail token needed). */
export function reschedulePath(orderNumber: string): string {
  return `/customer/reschedule-delivery?${new URLSearchParams({ orderNumber }).toString()}`;
}

/** One of the account's orders (page type OrderSummary): lines, total, delivery day and the way to change it. */
export function OrderDetail({ order, phone }: { order: InvoicedOrder; phone: string }) {
  const copy = usePageCopy('account', ACCOUNT_PAGE_COPY);
  const address = order.deliveryAddress;
  return (
    <>
      <p>{fillCopy(copy.orderPlaced, { date: written(order.placedAt) })}</p>
      <p>{fillCopy(copy.orderStatus, { status: order.status })}</p>
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">{copy.orderItemsHeading}</h2>
        {/* Focusable so a keyboard can scroll the table when it is wider than a phone's screen. */}
        <div className={styles.scroll} tabIndex={0} role="group" aria-labelledby="order-items-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{copy.product}</th>
                <th scope="col">{copy.sku}</th>
                <th scope="col">{copy.quantity}</th>
                <th scope="col">{copy.price}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.sku}>
                  <th scope="row">{line.title}</th>
                  <td>{line.sku}</td>
                  <td>{line.quantity}</td>
                  <td>{formatPrice(line.price)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {copy.total}
                </th>
                <td data-testid="order-total">{formatPrice(order.total)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
      <section aria-labelledby="order-delivery-heading">
        <h2 id="order-delivery-heading">{copy.deliveryHeading}</h2>
        <p>
          {order.deliveryDate
            ? fillCopy(copy.deliveryOn, { date: written(order.deliveryDate) })
            : copy.noDeliveryDate}
        </p>
        {order.deliveryDate && order.canChangeDeliveryDate ? (
          <p>
            <Link to={reschedulePath(order.orderNumber)}>{copy.changeDeliveryDate}</Link>
          </p>
        ) : order.deliveryDate ? (
          <p>{fillCopy(copy.deliveryClosed, { phone })}</p>
        ) : null}
        {address ? (
          <>
            <h3>{copy.deliverTo}</h3>
            <address>
              {[address.firstName, address.lastName].filter(Boolean).join(' ')}
              <br />
              {address.companyName ? (
                <>
                  {address.companyName}
                  <br />
                </>
              ) : null}
              {address.address}
              <br />
              {`${address.suburb} ${address.state} ${address.postcode}`}
            </address>
          </>
        ) : null}
      </section>
    </>
  );
}
