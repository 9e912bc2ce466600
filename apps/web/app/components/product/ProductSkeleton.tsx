import styles from './Product.module.css';
import shared from '../../styles/shared.module.css';

/** Placeholder while a product page loads (000 §2 "loading skeletons exist for the product page"). */
export function ProductSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className={shared.visuallyHidden}>Loading product</span>
      <div className={`${styles.bone} ${styles.boneImage}`} />
      <div className={styles.boneColumn}>
        <div className={`${styles.bone} ${styles.boneTitle}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.bonePrice}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
        <div className={`${styles.bone} ${styles.boneLine}`} />
      </div>
    </div>
  );
}

export function SectionSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.sectionSkeleton} role="status" aria-busy="true">
      <span className={shared.visuallyHidden}>{label}</span>
      <div className={`${styles.bone} ${styles.boneTitle}`} />
      <div className={`${styles.bone} ${styles.boneLine}`} />
      <div className={`${styles.bone} ${styles.boneLine}`} />
    </div>
  );
}
