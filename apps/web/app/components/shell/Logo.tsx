import type { ThemeId } from '@shop/domain';
import { LOGO_BADGE, LOGO_GLYPHS } from './logo-glyphs.ts';
import styles from './Logo.module.css';

/**
 * The company wordmark as inline SVG: nothing is fetched, it prints, and it scales. Each brand has its own glyph on a
 * badge in its own colours (--color-logo-badge, --color-logo-mark in themes/). The company name comes from
 * configuration, so the text is sized to it with textLength rather than drawn as paths.
 */
export function Logo({
  theme,
  companyName,
  className,
}: {
  theme: ThemeId;
  companyName: string;
  className?: string;
}) {
  const fontSize = 20;
  const textWidth = Math.round(companyName.length * fontSize * 0.56);
  const width = 48 + textWidth;
  const { x, y, size, radius } = LOGO_BADGE;
  return (
    <svg
      className={`${styles.logo} ${className ?? ''}`}
      viewBox={`0 0 ${width} 40`}
      width={width}
      height="40"
      role="img"
      aria-label={companyName}
      focusable="false"
      data-glyph={LOGO_GLYPHS[theme].label}
    >
      <rect className={styles.badge} x={x} y={y} width={size} height={size} rx={radius} />
      <path className={styles.mark} fillRule="evenodd" d={LOGO_GLYPHS[theme].path} />
      <text
        x="46"
        y="27"
        className={styles.wordmark}
        fontSize={fontSize}
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
        aria-hidden="true"
      >
        {companyName}
      </text>
    </svg>
  );
}
