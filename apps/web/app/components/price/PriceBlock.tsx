import type { PriceBlockData } from './priceBlockData.ts';
import { LoginForPrice } from './LoginForPrice.tsx';
import { RrpTooltip } from './RrpTooltip.tsx';
import styles from './Price.module.css';

export function PriceBlock({ price, loginHref }: { price: PriceBlockData; loginHref: string }) {
  const { display } = price;
  return (
    <div className={styles.block}>
      {price.altPriceMsg ? <p className={styles.altMsg}>{price.altPriceMsg}</p> : null}
      {display.kind === 'login' ? (
        <LoginForPrice className={styles.login} loginRoute={loginHref} />
      ) : (
        <p className={display.kind === 'price' ? styles.price : styles.request} data-testid="product-price">
          {display.text}
        </p>
      )}
      {price.compare ? (
        <p className={styles.compare}>
          <span className={price.compare.label === 'was' ? styles.was : undefined}>
            {price.compare.label} {price.compare.amount}
          </span>
          {price.compare.label === 'RRP:' ? <RrpTooltip /> : null}
          {price.saving ? <span className={styles.saving}>{price.saving}</span> : null}
        </p>
      ) : null}
      {price.bnpl.length > 0 ? (
        <ul className={styles.bnpl} aria-label="Buy now, pay later">
          {price.bnpl.map((line) => (
            <li key={line.provider}>
              <span className={styles.provider}>{line.provider}</span>{' '}
              {line.href ? <a href={line.href}>{line.text}</a> : line.text}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
