import type { ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import { MastheadButtons, type MastheadButton } from './MastheadButtons.tsx';
import { MastheadMedia, type MastheadImage, type MastheadVideoSource } from './MastheadMedia.tsx';
import styles from './Masthead.module.css';
import { useCopy } from '../../copy/use-copy.ts';

export type { MastheadButton } from './MastheadButtons.tsx';
export type { MastheadImage, MastheadVideoSource } from './MastheadMedia.tsx';
export type MastheadVariant = 'none' | 'large' | 'blog' | 'virtual-tour';

export interface MastheadProps {
  variant?: MastheadVariant;
  /** Until the page sets it the heading reads 'Loading...' (000 §2). */
  heading?: string | null;
  text?: ReactNode;
  background?: MastheadImage | null;
  /** A muted, looping, autoplaying video instead of the picture. */
  video?: MastheadVideoSource[] | null;
  subTitle?: string | null;
  subTitleList?: string[];
  buttons?: MastheadButton[];
  /** Opens the mobile refine panel; without it (or on wider screens) a refine button scrolls to #refine. */
  onRefine?: () => void;
}

export function Masthead({
  variant = 'large',
  heading,
  text,
  background,
  video,
  subTitle,
  subTitleList = [],
  buttons = [],
  onRefine,
}: MastheadProps) {
  const copy = useCopy();
  const hasMedia = Boolean(background || (video && video.length > 0));
  // The none variant hides title and content; it keeps only the media band, if any.
  if (variant === 'none') {
    return hasMedia ? (
      <div className={`${styles.masthead} ${styles.none}`}>
        <MastheadMedia background={background ?? null} video={video ?? null} />
      </div>
    ) : null;
  }
  return (
    <section
      className={`${styles.masthead} ${styles[variant === 'virtual-tour' ? 'virtualTour' : variant]} ${
        hasMedia ? styles.withMedia : ''
      }`}
      aria-labelledby="masthead-heading"
    >
      <MastheadMedia background={background ?? null} video={video ?? null} />
      <div className={styles.content}>
        <h1 id="masthead-heading" className={styles.heading} aria-busy={heading ? undefined : true}>
          {heading || copy.shell.loading}
        </h1>
        {text ? <div className={styles.text}>{text}</div> : null}
        {subTitle ? (
          <div className={styles.subTitle}>
            <h2 className={styles.subTitleHeading}>{subTitle}</h2>
            {subTitleList.length > 0 ? (
              <ul className={styles.subTitleList}>
                {subTitleList.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {buttons.length > 0 || variant === 'virtual-tour' ? (
          <div className={styles.buttons}>
            <MastheadButtons buttons={buttons} onRefine={onRefine} />
            {variant === 'virtual-tour' ? (
              <Link to="/virtual-tour" className={styles.button}>
                {copy.shell.launch}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
