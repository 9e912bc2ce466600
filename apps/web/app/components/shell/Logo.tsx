import { THEMES, type ThemeId } from '@shop/domain';
import styles from './Logo.module.css';

/** The glyph differs by the kind of store, so each theme family reads differently at a glance. */
function glyphFor(theme: ThemeId): 'appliance' | 'hardware' | 'home' {
  const flags = THEMES[theme];
  if (flags.isHardware) return 'hardware';
  if (flags.isFurniture) return 'home';
  return 'appliance';
}

const GLYPHS = {
  appliance: (
    <path d="M12 9h16a3 3 0 0 1 3 3v18a3 3 0 0 1-3 3H12a3 3 0 0 1-3-3V12a3 3 0 0 1 3-3zm8 7a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
  ),
  hardware: <path d="M20 6l12 7v14l-12 7-12-7V13zm-3 10v8h6v-8z" />,
  home: <path d="M20 7l13 11h-4v14h-7v-8h-4v8h-7V18H7z" />,
};

/**
 * The company wordmark as inline SVG: nothing is fetched, it prints, and it scales. The company name comes from
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
  return (
    <svg
      className={`${styles.logo} ${className ?? ''}`}
      viewBox={`0 0 ${width} 40`}
      width={width}
      height="40"
      role="img"
      aria-label={companyName}
      focusable="false"
    >
      <g className={styles.mark}>{GLYPHS[glyphFor(theme)]}</g>
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
