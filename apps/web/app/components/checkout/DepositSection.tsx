import { effectiveDepositPercentage, formatFixed2, minimumDeposit, parseDeposit, remainingPayment, formatSmallPrice } from '@shop/domain';
import { fillCopy } from '../../copy/fill.ts';
import type { CheckoutCopy } from '../../copy/pages/checkout.ts';
import type { ErrorDisplay } from './field-errors.ts';
import { CheckboxField, TextField } from './Field.tsx';
import styles from './Checkout.module.css';

/** 001 §2 section 6: the checkbox enables the deposit field; unticking resets the deposit (001 §4). */
export function DepositSection({
  copy,
  enabled,
  amount,
  total,
  percentage,
  hasError,
  onEnabled,
  onAmount,
  display,
}: {
  copy: CheckoutCopy;
  enabled: boolean;
  amount: string;
  total: number;
  percentage: number | null;
  hasError: boolean;
  onEnabled: (on: boolean) => void;
  onAmount: (value: string) => void;
  display: ErrorDisplay;
}) {
  const deposit = parseDeposit(amount);
  const showRemaining = enabled && !hasError && deposit !== null && deposit > 0;
  return (
    <section className={styles.section} aria-labelledby="checkout-deposit-heading">
      <h2 id="checkout-deposit-heading" className={styles.sectionHeading}>
        {copy.depositHeading}
      </h2>
      <CheckboxField path="depositEnabled" label={copy.depositToggle} checked={enabled} onChecked={onEnabled} />
      {enabled ? (
        <div className={styles.narrow}>
          <TextField
            path="partialPayment"
            label={copy.depositAmount}
            value={amount}
            onValue={onAmount}
            display={display}
            inputMode="decimal"
            maxLength={12}
            hint={fillCopy(copy.depositHint, {
              percentage: effectiveDepositPercentage(percentage),
              minimum: formatFixed2(minimumDeposit(total, percentage)),
            })}
          />
          {showRemaining ? (
            <p className={styles.notice}>{fillCopy(copy.remaining, { amount: formatSmallPrice(remainingPayment(total, deposit)) })}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
