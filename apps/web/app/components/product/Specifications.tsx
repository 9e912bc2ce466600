import type { Attribute, Specifications as SpecificationsData } from '@shop/contracts';
import { Accordion } from '../accordion/Accordion.tsx';
import styles from './Product.module.css';

type Group = SpecificationsData['groups'][number];

const RATING_MAX = 10;

function Stars({ value }: { value: number }) {
  const rating = Math.max(0, Math.min(RATING_MAX, Math.round(value * 2) / 2));
  return (
    <span role="img" aria-label={`${rating} out of ${RATING_MAX} stars`} className={styles.stars}>
      {Array.from({ length: RATING_MAX }, (_, i) => {
        const fill = rating >= i + 1 ? styles.starFull : rating > i ? styles.starHalf : styles.starEmpty;
        return (
          <span key={i} aria-hidden="true" className={fill}>
            ★
          </span>
        );
      })}
    </span>
  );
}

/** One value by its kind: Html (sanitised by the server), String, Boolean as Yes/No, Rating as stars, Downloads as links. */
export function AttributeValue({ attribute }: { attribute: Attribute }) {
  const { kind, value } = attribute;
  switch (kind) {
    case 'Html':
      return (
        <div
          className={styles.html}
          dangerouslySetInnerHTML={{ __html: typeof value === 'string' ? value : '' }}
        />
      );
    case 'Boolean':
      return <>{value === true || value === 'true' ? 'Yes' : 'No'}</>;
    case 'Rating':
      return <Stars value={typeof value === 'number' ? value : Number(value) || 0} />;
    case 'Downloads':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className={styles.downloads}>
          {value.map((file) => (
            <li key={file.url}>
              <a href={file.url}>{file.title}</a>
            </li>
          ))}
        </ul>
      ) : (
        <>None</>
      );
    default:
      return <>{typeof value === 'string' || typeof value === 'number' ? String(value) : ''}</>;
  }
}

export function Specifications({ groups }: { groups: Group[] }) {
  const visible = groups.filter((g) => g.attributes.length > 0);
  if (visible.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="specifications-heading">
      <h2 id="specifications-heading" className={styles.sectionHeading}>
        Specifications
      </h2>
      <Accordion
        defaultOpen={['spec-0']}
        items={visible.map((group, index) => ({
          id: `spec-${index}`,
          title: group.title,
          content: (
            <dl className={styles.specList}>
              {group.attributes.map((attribute) => (
                <div key={attribute.name} className={styles.specRow}>
                  <dt>{attribute.name}</dt>
                  <dd>
                    <AttributeValue attribute={attribute} />
                  </dd>
                </div>
              ))}
            </dl>
          ),
        }))}
      />
    </section>
  );
}
