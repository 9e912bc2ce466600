import styles from './Content.module.css';

export interface HowItWorksStep {
  title: string;
  text: string;
}

/** The numbered "How it works" steps of a payment-option page. */
export function HowItWorks({ steps }: { steps: readonly HowItWorksStep[] }) {
  return (
    <>
      <h2>How it works</h2>
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
