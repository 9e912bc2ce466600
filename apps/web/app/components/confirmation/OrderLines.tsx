import type { OrderConfirmation } from '@shop/contracts';
import { formatPrice, formatSmallPrice } from '@shop/domain';
import type { PageCopy } from '../../copy/base.ts';
import { fillCopy } from '../../copy/fill.ts';
import styles from './Confirmation.module.css';

type Line = OrderConfirmation['lines'][number];
type Voucher = OrderConfirmation['vouchers'][number];

function LineExtras({ line, copy }: { line: Line; copy: PageCopy['confirmation'] }) {
  const extras = [
    line.lineDiscount > 0
      ? fillCopy(copy.lineDiscount, { amount: `−${formatPrice(line.lineDiscount)}` })
      : null,
    line.warranty
      ? fillCopy(copy.warranty, { name: line.warranty.name, price: formatPrice(line.warranty.price) })
      : null,
    line.install
      ? fillCopy(copy.install, { name: line.install.name, price: formatPrice(line.install.price) })
      : null,
  ].filter((text): text is string => text !== null);
  if (extras.length === 0) return null;
  return (
    <ul className={styles.lineExtras}>
      {extras.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** The order's lines as placed: what was bought, how many, at what price. */
export function OrderLines({
  lines,
  vouchers = [],
  copy,
}: {
  lines: Line[];
  /** Gift vouchers bought with the order (docs/decisions/0031), after the products. */
  vouchers?: Voucher[];
  copy: PageCopy['confirmation'];
}) {
  return (
    <section className={styles.card} aria-labelledby="order-items-heading">
      <h2 id="order-items-heading" className={styles.cardHeading}>
        {copy.itemsHeading}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.sku} className={styles.line}>
            {/* The title beside it names the product: the picture adds nothing for a screen reader. */}
            {line.image ? (
              <img src={line.image} alt="" width={72} height={72} className={styles.lineImage} />
            ) : null}
            <div className={styles.lineText}>
              <p className={styles.lineTitle}>{line.title}</p>
              <p className={styles.muted}>
                {line.brand} · {line.sku}
              </p>
              <p className={styles.muted}>
                {fillCopy(copy.quantity, { quantity: line.quantity })} ·{' '}
                {fillCopy(copy.unitPrice, { price: formatSmallPrice(line.unitPrice) })}
              </p>
              <LineExtras line={line} copy={copy} />
            </div>
            <p className={styles.lineTotal}>{formatSmallPrice(line.lineTotal)}</p>
          </li>
        ))}
        {vouchers.map((v, i) => (
          <li key={`voucher-${i}`} className={styles.line} data-testid="confirmation-voucher">
            <div className={styles.lineText}>
              <p className={styles.lineTitle}>
                Gift voucher {formatPrice(v.value)} for {v.recipientName}
              </p>
              <p className={styles.muted}>
                E-mailed to {v.recipientEmail} with its code · from {v.senderName}
              </p>
            </div>
            <p className={styles.lineTotal}>{formatSmallPrice(v.value)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
