import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './Product.module.css';
import shared from '../../styles/shared.module.css';

export interface GalleryImage {
  url: string;
  thumbUrl: string;
  alt: string;
}

/**
 * Main picture with thumbnails. Thumbnails are one tab stop (roving tabindex): arrow keys, Home and End move and
 * show; the main picture's previous/next buttons do the same for pointer users.
 */
export function Gallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0];
  if (!current) {
    return <div className={styles.galleryEmpty}>No image available</div>;
  }
  const count = images.length;

  function show(next: number, focus = false) {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focus) thumbs.current[wrapped]?.focus();
  }

  function onThumbKey(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target, true);
  }

  return (
    <section className={styles.gallery} aria-label={`${title} images`}>
      <div className={styles.stage}>
        <img
          src={current.url}
          alt={current.alt || title}
          width={600}
          height={600}
          className={styles.mainImage}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.stageButton} ${styles.prev}`}
              onClick={() => show(index - 1)}
              aria-label="Previous image"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.stageButton} ${styles.next}`}
              onClick={() => show(index + 1)}
              aria-label="Next image"
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className={shared.visuallyHidden} aria-live="polite">
              Image {index + 1} of {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbs} aria-label="Choose an image">
          {images.map((image, i) => (
            <li key={`${image.thumbUrl}-${i}`}>
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                className={`${styles.thumb} ${i === index ? styles.thumbActive : ''}`}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                onClick={() => show(i)}
                onKeyDown={onThumbKey}
              >
                <img src={image.thumbUrl || image.url} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
