import { Link } from '../../lib/link.tsx';
import { isMobileWidth, TIMINGS_MS } from '@shop/domain';
import { scrollToAnchor } from '../../lib/scroll.ts';
import { useShell } from '../../lib/shell.ts';
import styles from './Masthead.module.css';
import shared from '../../styles/shared.module.css';

export interface MastheadButton {
  type: 'link' | 'extLink' | 'refine' | 'search';
  txt: string;
  href?: string;
}

export const REFINE_ANCHOR = 'refine';

export function MastheadButtons({ buttons, onRefine }: { buttons: MastheadButton[]; onRefine?: () => void }) {
  const shell = useShell();
  const refine = () => {
    if (onRefine && isMobileWidth(window.innerWidth)) onRefine();
    else scrollToAnchor(REFINE_ANCHOR, TIMINGS_MS.smoothScroll);
  };
  return buttons.map((button, index) => {
    const key = `${button.type}-${index}`;
    switch (button.type) {
      case 'link':
        return (
          <Link key={key} to={button.href ?? '/'} className={styles.button}>
            {button.txt}
          </Link>
        );
      case 'extLink':
        return (
          <a key={key} href={button.href} className={styles.button} target="_blank" rel="noopener noreferrer">
            {button.txt}
            <span className={shared.visuallyHidden}> (opens in a new tab)</span>
          </a>
        );
      case 'refine':
        return (
          <button key={key} type="button" className={styles.button} onClick={refine}>
            {button.txt}
          </button>
        );
      case 'search':
        return (
          <button key={key} type="button" className={styles.button} onClick={() => shell.setView('search')}>
            {button.txt}
          </button>
        );
    }
  });
}
