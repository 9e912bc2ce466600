import type { InvoicedOrdersPage } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import { Link } from '../../lib/link.tsx';
import { usePageCopy } from '../../copy/use-copy.ts';
import { ACCOUNT_PAGE_COPY } from '../../copy/pages/account.ts';
import { Pagination } from '../pagination/Pagination.tsx';
import styles from './OrdersList.module.css';

function placedOn(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10);
}

/** Invoiced orders, newest first, ten a page (zero-based `page` in the address, as the API counts them). */
export function OrdersList({ orders }: { orders: InvoicedOrdersPage | null }) {
  const copy = usePageCopy('account', ACCOUNT_PAGE_COPY);
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading">{copy.ordersHeading}</h2>
      {!orders || orders.orders.length === 0 ? (
        <p>{copy.noOrders}</p>
      ) : (
        <>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{copy.orderNumber}</th>
                  <th scope="col">{copy.placedAt}</th>
                  <th scope="col">{copy.status}</th>
                  <th scope="col">{copy.items}</th>
                  <th scope="col">{copy.total}</th>
                </tr>
              </thead>
              <tbody>
                {orders.orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link to={`/account/orders/${encodeURIComponent(order.id)}`}>{order.orderNumber}</Link>
                    </th>
                    <td>{placedOn(order.placedAt)}</td>
                    <td>{order.status}</td>
                    <td>{order.itemCount}</td>
                    <td>{formatPrice(order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            currentPage={orders.page + 1}
            totalItems={orders.totalCount}
            itemsPerPage={orders.pageSize}
            hrefForPage={(page) => `/account?page=${page - 1}#orders-heading`}
            label={copy.ordersPages}
          />
        </>
      )}
    </section>
  );
}
