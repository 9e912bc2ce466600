import { Form, useNavigation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import type { CartBuildResult, ProjectLine } from '@shop/contracts';
import { formatPrice } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import { STAFF_PROJECTS_COPY } from '../../copy/pages/staff-projects.ts';
import { usePageCopy } from '../../copy/use-copy.ts';
import { stockText } from './ProjectDetail.tsx';
import styles from './Projects.module.css';

/** The lines about to go into the cart, with the catalogue's price and stock now, and their total. */
export function PreviewTable({
  lines,
  total,
  labelledBy,
}: {
  lines: readonly ProjectLine[];
  total: number;
  labelledBy: string;
}) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{copy.product}</th>
            <th scope="col" className={styles.number}>
              {copy.unitPrice}
            </th>
            <th scope="col">{copy.stock}</th>
            <th scope="col" className={styles.number}>
              {copy.quantity}
            </th>
            <th scope="col" className={styles.number}>
              {copy.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.sku}>
              <td>
                {line.title} <span className={styles.muted}>{line.sku}</span>
              </td>
              <td className={styles.number}>{formatPrice(line.unitPrice)}</td>
              <td>{stockText(line, copy)}</td>
              <td className={styles.number}>{line.qty}</td>
              <td className={styles.number}>{formatPrice(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {copy.total}
            </th>
            <td className={styles.number}>{formatPrice(total, { zeroText: '$0' })}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** 'Add to cart' with the choice of adding to the cart or replacing what it holds; `fields` name the lines. */
export function AddToCartForm({ id, fields }: { id: string; fields: Record<string, string> }) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className={styles.form}>
      <input type="hidden" name="intent" value="cart" />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className={styles.fieldset}>
        <legend>{copy.modeLegend}</legend>
        <label className={styles.radio}>
          <input type="radio" name="mode" value="add" defaultChecked id={`${id}-add`} /> {copy.modeAdd}
        </label>
        <label className={styles.radio}>
          <input type="radio" name="mode" value="replace" id={`${id}-replace`} /> {copy.modeReplace}
        </label>
      </fieldset>
      <button type="submit" className={styles.button} disabled={busy}>
        {copy.addToCart}
      </button>
    </Form>
  );
}

/** What went into the cart and what could not, and the way on to the checkout. */
export function BuildResult({ result }: { result: CartBuildResult }) {
  const copy = usePageCopy('staffProjects', STAFF_PROJECTS_COPY);
  return (
    <section aria-labelledby="builder-result-heading" role="status">
      <h2 id="builder-result-heading" className={styles.heading}>
        {copy.resultHeading}
      </h2>
      {result.added.length === 0 ? <p>{copy.nothingAdded}</p> : null}
      <ul className={styles.list}>
        {result.added.map((line) => (
          <li key={line.sku} className={styles.item}>
            {fillCopy(copy.addedLine, {
              title: line.title,
              sku: line.sku,
              quantity: String(line.quantity),
              requested: String(line.requested),
            })}
          </li>
        ))}
      </ul>
      {result.notAdded.length > 0 ? (
        <>
          <h3>{copy.notAddedHeading}</h3>
          <ul className={styles.list}>
            {result.notAdded.map((line) => (
              <li key={line.sku} className={`${styles.item} ${styles.error}`}>
                {fillCopy(copy.notAddedLine, { title: line.title, sku: line.sku, reason: line.reason })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        {result.added.length > 0 ? (
          <Link to="/customer/checkout" className={styles.button}>
            {copy.toCheckout}
          </Link>
        ) : null}
        <Link to="/cart" className={styles.secondaryLink}>
          {copy.toCart}
        </Link>
      </div>
    </section>
  );
}
