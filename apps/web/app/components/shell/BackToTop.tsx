import { useEffect, useState } from 'react';
import { TIMINGS_MS } from '@shop/domain';
import { scrollWindowTo } from '../../lib/scroll.ts';
import styles from './BackToTop.module.css';
import { Icon } from '../icon/Icon.tsx';

/** Shown once the page has scrolled this far; the spec only says "scrolled down" (docs/decisions/0007-shell.md). */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

/** Round button, hidden at mobile widths by CSS, scrolling to the top over 600 ms (000 §2). */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // The first read waits for the next frame too: reading scrollY while hydration is changing the page would make the
    // browser lay it out there and then (a page restored part-way down shows the button one frame later).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => {
        scrollWindowTo(0, TIMINGS_MS.backToTopScroll);
        // The button disappears at the top; focus moves to the page so keyboard users are not stranded.
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="chevronUp" size={24} />
    </button>
  );
}
