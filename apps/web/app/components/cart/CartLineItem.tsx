import { useFetcher } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { CartProduct } from '@shop/contracts';
import { cartProductImage, formatPrice, lineDiscountedPrice, type ThemeId } from '@shop/domain';
import type { CartActionResult } from '../../lib/cart-intents.ts';
import { productPath } from '../../lib/product-path.ts';
import { shownPricing } from '../price/hidden-prices.ts';
import { LoginForPrice } from '../price/LoginForPrice.tsx';
import { LineFields, lineKey, QuantityStepper } from './QuantityStepper.tsx';
import styles from './Cart.module.css';
import shared from '../../styles/shared.module.css';

/** ' ($99)' after a warranty or installation name; nothing when the amount is hidden. */
const upsellPrice = (price: number | null) => (price === null ? '' : ` (${formatPrice(price)})`);

export function CartLineItem({ line, themeId }: { line: CartProduct; themeId: ThemeId }) {
  const fetcher = useFetcher<CartActionResult>({ key: lineKey(line) });
  const removing = fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'remove';
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const image = cartProductImage(line.images) || line.image;
  const pricing = shownPricing(line);
  const unit = pricing ? lineDiscountedPrice(pricing, themeId) : null;
  const errorId = `line-error-${line.lineId}`;
  return (
    <li className={`${styles.line} ${removing ? styles.removing : ''}`}>
      <div className={styles.lineImage}>
        {image ? <img src={image} alt="" width={96} height={96} loading="lazy" /> : null}
      </div>
      <div className={styles.lineBody}>
        <Link to={productPath(line.uri)} className={styles.lineTitle}>
          {line.title}
        </Link>
        <p className={styles.lineMeta}>
          {line.brand} · SKU {line.sku}
        </p>
        {line.selectedWarranty ? (
          <p className={styles.lineMeta}>
            Warranty: {line.selectedWarranty.name}
            {upsellPrice(line.selectedWarranty.price)}
          </p>
        ) : null}
        {line.selectedInstall ? (
          <p className={styles.lineMeta}>
            Installation: {line.selectedInstall.name}
            {upsellPrice(line.selectedInstall.price)}
          </p>
        ) : null}
        {line.available ? null : <p className={styles.lineWarning}>Currently unavailable</p>}
        <p className={styles.unitPrice}>{unit === null ? <LoginForPrice /> : `${formatPrice(unit)} each`}</p>
        <div className={styles.lineControls} aria-describedby={error ? errorId : undefined}>
          <QuantityStepper line={line} />
          <fetcher.Form method="post" action="/cart">
            <input type="hidden" name="intent" value="remove" />
            <LineFields line={line} />
            <button
              type="submit"
              className={styles.linkButton}
              disabled={fetcher.state !== 'idle'}
              aria-label={`Remove ${line.title}`}
            >
              Remove
            </button>
          </fetcher.Form>
        </div>
        {error ? (
          <p id={errorId} role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
      <p className={styles.lineTotal}>
        <span className={shared.visuallyHidden}>Line total </span>
        {line.lineTotal === null ? <LoginForPrice /> : formatPrice(line.lineTotal)}
      </p>
    </li>
  );
}
