import { Fragment, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { Switch } from 'react-aria-components';
import type { CompareAttributeRow, CompareProductDetail } from '@shop/contracts';
import { compareUrl, type PriceDisplay } from '@shop/domain';
import { AttributeValue } from '../product/Specifications.tsx';
import { AddToCartForm } from '../cart/AddToCartForm.tsx';
import { LoginForPrice } from '../price/LoginForPrice.tsx';
import styles from './CompareTable.module.css';
import shared from '../../styles/shared.module.css';

export interface CompareColumn {
  product: CompareProductDetail;
  href: string;
  price: PriceDisplay;
}

/** Rows grouped by specification group, groups in order of first appearance, rows in the server's order. */
function groupsOf(rows: readonly CompareAttributeRow[]): { group: string; rows: CompareAttributeRow[] }[] {
  const groups = new Map<string, CompareAttributeRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups].map(([group, list]) => ({ group, rows: list }));
}

/**
 * Remove works without scripts too: the form posts to the /compare action, which takes the product off the shopper's
 * list and comes back to the page without it. With scripts the page handles it (onRemove) and nothing is posted.
 */
function RemoveForm({
  sku,
  title,
  rest,
  onRemove,
}: {
  sku: string;
  title: string;
  rest: string[];
  onRemove: (sku: string) => void;
}) {
  return (
    <form
      method="post"
      action="/compare"
      className={styles.removeForm}
      onSubmit={(event) => {
        event.preventDefault();
        onRemove(sku);
      }}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="returnTo" value={rest.length > 0 ? compareUrl(rest) : '/compare'} />
      <button type="submit" className={styles.remove} aria-label={`Remove ${title} from compare`}>
        Remove
      </button>
    </form>
  );
}

/**
 * Products side by side with every specification row aligned; 'Highlight differences' marks the rows whose values
 * differ, visibly and in the row header's accessible text.
 */
export function CompareTable({
  columns,
  attributes,
  onRemove,
  defaultHighlight = false,
  canHighlight = true,
}: {
  columns: CompareColumn[];
  attributes: CompareAttributeRow[];
  onRemove: (sku: string) => void;
  defaultHighlight?: boolean;
  /** The brand's compareHighlightDifferences flag: without it there is no 'Highlight differences' switch. */
  canHighlight?: boolean;
}) {
  const [highlight, setHighlight] = useState(defaultHighlight);
  const differing = attributes.filter((a) => a.differs).length;
  return (
    <>
      {canHighlight ? (
        <div className={styles.tools}>
          <Switch isSelected={highlight} onChange={setHighlight} className={styles.switch}>
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            Highlight differences
          </Switch>
          <p className={styles.status} role="status">
            {highlight
              ? `${differing} ${differing === 1 ? 'row differs' : 'rows differ'} and ${differing === 1 ? 'is' : 'are'} highlighted`
              : ''}
          </p>
        </div>
      ) : null}
      <div className={styles.scroller} role="region" aria-label="Product comparison table" tabIndex={0}>
        <table className={styles.table}>
          <caption className={shared.visuallyHidden}>Comparison of {columns.length} products</caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {columns.map(({ product, href, price }) => (
                <th key={product.sku} scope="col" className={styles.productCell}>
                  {product.image ? (
                    <img src={product.image} alt="" width={160} height={160} className={styles.image} />
                  ) : null}
                  <Link to={href} className={styles.title}>
                    {product.title}
                  </Link>
                  <span className={styles.brand}>{product.brandName}</span>
                  {price.kind === 'login' ? (
                    <LoginForPrice className={styles.request} />
                  ) : (
                    <span className={price.kind === 'price' ? styles.price : styles.request}>
                      {price.text}
                    </span>
                  )}
                  {/* A div: the forms in it are flow content, which a span may not hold. */}
                  <div className={styles.productActions}>
                    {price.kind === 'price' ? (
                      <AddToCartForm sku={product.sku} title={product.title} />
                    ) : null}
                    <RemoveForm
                      sku={product.sku}
                      title={product.title}
                      rest={columns.map((c) => c.product.sku).filter((s) => s !== product.sku)}
                      onRemove={onRemove}
                    />
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groupsOf(attributes).map(({ group, rows }) => (
              <Fragment key={group}>
                <tr className={styles.groupRow}>
                  <th scope="colgroup" colSpan={columns.length + 1}>
                    {group}
                  </th>
                </tr>
                {rows.map((row) => {
                  const marked = highlight && row.differs;
                  return (
                    <tr
                      key={`${group}/${row.name}`}
                      className={marked ? styles.differs : undefined}
                      data-differs={row.differs ? 'true' : undefined}
                    >
                      <th scope="row" className={styles.rowHeader}>
                        {row.name}
                        {marked ? <span className={shared.visuallyHidden}> (differs)</span> : null}
                      </th>
                      {columns.map((c, i) => {
                        const value = row.values[i];
                        return (
                          <td key={c.product.sku}>
                            {value === null || value === undefined ? (
                              <span className={styles.none}>—</span>
                            ) : (
                              <AttributeValue attribute={{ name: row.name, kind: row.kind, value }} />
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
