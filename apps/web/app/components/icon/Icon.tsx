import type { ComponentPropsWithoutRef } from 'react';
import { GLYPHS, type Glyph, type GlyphName } from './glyphs.ts';

type SvgProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children' | 'viewBox' | 'width' | 'height' | 'strokeWidth'>;

export interface IconProps extends SvgProps {
  name: GlyphName;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** Names a meaningful icon for assistive technology; without it the icon is decoration and hidden from it. */
  label?: string;
  /** A heavier or lighter line than the glyph's own, for stroked glyphs. */
  strokeWidth?: number;
}

export function Icon({ name, size = 20, label, strokeWidth, ...svg }: IconProps) {
  const glyph: Glyph = GLYPHS[name];
  const box = glyph.box ?? 24;
  const stroke = strokeWidth ?? glyph.stroke;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg {...svg} {...a11y} focusable="false" viewBox={`0 0 ${box} ${box}`} width={size} height={size}>
      {stroke === undefined ? (
        <path fill="currentColor" d={glyph.d} />
      ) : (
        <path
          d={glyph.d}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap={glyph.round ? 'round' : undefined}
          strokeLinejoin={glyph.round === 'cap-join' ? 'round' : undefined}
        />
      )}
    </svg>
  );
}
