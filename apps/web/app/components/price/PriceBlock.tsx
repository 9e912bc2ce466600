import type { BnplLine, PriceBlockData } from './priceBlockData.ts';
import { BnplList } from './BnplLines.tsx';
import { GstNote } from './GstNote.tsx';
import { LoginForPrice } from './LoginForPrice.tsx';
import { RrpTooltip } from './RrpTooltip.tsx';
import styles from './Price.module.css';

export function PriceBlock({
  price,
  loginHref,
  bnpl,
}: {
  price: PriceBlockData;
  loginHref: string;
  /** The pay-later lines for the price shown; none while hidden or when not given. */
  bnpl?: readonly BnplLine[];
}) {
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
      {display.kind === 'price' ? <GstNote /> : null}
      {price.compare ? (
        <p className={styles.compare}>
          <span className={price.compare.label === 'was' ? styles.was : undefined}>
            {price.compare.label} {price.compare.amount}
          </span>
          {price.compare.label === 'RRP:' ? <RrpTooltip /> : null}
          {price.saving ? <span className={styles.saving}>{price.saving}</span> : null}
        </p>
      ) : null}
      {bnpl && price.bnplAmount !== null ? <BnplList lines={bnpl} /> : null}
    </div>
  );
}
