import styles from './Content.module.css';

import { PAYMENT_OPTIONS_COPY } from '../../copy/pages/payment-options.ts';
import { usePageCopy } from '../../copy/use-copy.ts';

export interface HowItWorksStep {
  title: string;
  text: string;
}

/** The numbered "How it works" steps of a payment-option page. */
export function HowItWorks({ steps }: { steps: readonly HowItWorksStep[] }) {
  const copy = usePageCopy('paymentOptions', PAYMENT_OPTIONS_COPY);
  return (
    <>
      <h2>{copy.howItWorks}</h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
