import type { Features as FeaturesData } from '@shop/contracts';
import { HtmlContent } from '../content/HtmlContent.tsx';
import styles from './Product.module.css';

export function Features({ features }: { features: FeaturesData['features'] }) {
  if (features.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="features-heading">
      <h2 id="features-heading" className={styles.sectionHeading}>
        Features
      </h2>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.feature}>
            {feature.image ? (
              <img src={feature.image} alt="" width={160} height={120} loading="lazy" />
            ) : null}
            <div>
              <h3 className={styles.featureTitle}>{feature.title}</h3>
              <HtmlContent html={feature.body} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
