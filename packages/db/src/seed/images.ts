import { BRAND_DEFS } from './brands.ts';
import { IMAGE_KINDS, type ImageKind, VARIANTS } from './catalogue.ts';
import { slugify } from './random.ts';

/**
 * Demo images are drawn, not fetched: every image URL the seed writes (products, brands, stores, promotions, the
 * sale's placements, category icons) resolves here to a small deterministic SVG. The storefront serves
 * /images/demo/* by calling renderDemoImage(path); an unknown path gives null (→ 404).
 */

const BACKGROUNDS = [
  ['#eef3f8', '#dde7f1'],
  ['#f7f1ea', '#ecdfcf'],
  ['#eef6f0', '#d9ebdf'],
  ['#f3eef7', '#e3d9ee'],
] as const;

const esc = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = (c: number) => Math.max(0, Math.min(255, Math.round(c + amount * 255)));
  const r = f((n >> 16) & 255);
  const g = f((n >> 8) & 255);
  const b = f(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** Silhouettes in a 400×400 box. `c` is the body colour, `d` a darker trim, `l` a light accent. */
type Drawer = (c: string, d: string, l: string) => string;

const DRAW: Record<ImageKind, Drawer> = {
  fridge: (c, d, l) =>
    `<rect x="120" y="30" width="160" height="340" rx="10" fill="${c}" stroke="${d}" stroke-width="3"/>` +
    `<line x1="200" y1="30" x2="200" y2="240" stroke="${d}" stroke-width="3"/><line x1="120" y1="240" x2="280" y2="240" stroke="${d}" stroke-width="3"/>` +
    `<rect x="186" y="110" width="6" height="70" rx="3" fill="${d}"/><rect x="208" y="110" width="6" height="70" rx="3" fill="${d}"/><rect x="170" y="252" width="60" height="6" rx="3" fill="${d}"/>` +
    `<rect x="135" y="60" width="40" height="50" rx="4" fill="${l}" opacity="0.6"/><rect x="125" y="370" width="14" height="8" fill="${d}"/><rect x="261" y="370" width="14" height="8" fill="${d}"/>`,
  freezer: (c, d, l) =>
    `<rect x="70" y="170" width="260" height="170" rx="10" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="64" y="150" width="272" height="30" rx="8" fill="${c}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="170" y="182" width="60" height="8" rx="4" fill="${d}"/><circle cx="300" cy="200" r="5" fill="${l}"/><rect x="80" y="340" width="20" height="10" fill="${d}"/><rect x="300" y="340" width="20" height="10" fill="${d}"/>`,
  washer: (c, d, l) =>
    `<rect x="95" y="60" width="210" height="280" rx="12" fill="${c}" stroke="${d}" stroke-width="3"/><line x1="95" y1="110" x2="305" y2="110" stroke="${d}" stroke-width="2"/>` +
    `<rect x="115" y="75" width="50" height="22" rx="4" fill="${l}" stroke="${d}"/><circle cx="265" cy="86" r="14" fill="${l}" stroke="${d}" stroke-width="2"/>` +
    `<circle cx="200" cy="220" r="78" fill="${shade(c, -0.08)}" stroke="${d}" stroke-width="4"/><circle cx="200" cy="220" r="58" fill="#9fb9cf" opacity="0.75"/><path d="M160 235 q40 -30 80 0" stroke="#fff" stroke-width="4" fill="none" opacity="0.6"/>`,
  dryer: (c, d, l) =>
    `<rect x="95" y="60" width="210" height="280" rx="12" fill="${c}" stroke="${d}" stroke-width="3"/><line x1="95" y1="110" x2="305" y2="110" stroke="${d}" stroke-width="2"/>` +
    `<circle cx="130" cy="86" r="12" fill="${l}" stroke="${d}" stroke-width="2"/><rect x="170" y="78" width="110" height="16" rx="4" fill="${l}" stroke="${d}"/>` +
    `<circle cx="200" cy="220" r="78" fill="${shade(c, -0.06)}" stroke="${d}" stroke-width="4"/><circle cx="200" cy="220" r="56" fill="${shade(c, -0.18)}"/><circle cx="200" cy="220" r="18" fill="none" stroke="${l}" stroke-width="3"/>`,
  dishwasher: (c, d, l) =>
    `<rect x="105" y="60" width="190" height="290" rx="8" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="105" y="60" width="190" height="40" rx="8" fill="${shade(c, -0.1)}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="140" y="118" width="120" height="8" rx="4" fill="${d}"/><circle cx="130" cy="80" r="5" fill="${l}"/><circle cx="150" cy="80" r="5" fill="${l}"/><rect x="220" y="73" width="55" height="14" rx="3" fill="${l}"/>`,
  oven: (c, d, l) =>
    `<rect x="80" y="70" width="240" height="260" rx="8" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="80" y="70" width="240" height="46" rx="8" fill="${shade(c, -0.1)}" stroke="${d}" stroke-width="3"/>` +
    `<circle cx="115" cy="93" r="12" fill="${l}" stroke="${d}" stroke-width="2"/><circle cx="285" cy="93" r="12" fill="${l}" stroke="${d}" stroke-width="2"/><rect x="165" y="84" width="70" height="18" rx="3" fill="#1b2a38"/><text x="200" y="98" font-size="12" text-anchor="middle" fill="#7fd1ff" font-family="monospace">180°</text>` +
    `<rect x="140" y="130" width="120" height="8" rx="4" fill="${d}"/><rect x="105" y="150" width="190" height="155" rx="8" fill="#2a2f36" opacity="0.9"/><rect x="125" y="240" width="150" height="6" fill="#f29a3b" opacity="0.6"/>`,
  cooktop: (c, d) =>
    `<polygon points="90,170 310,170 350,280 50,280" fill="#23262b" stroke="${d}" stroke-width="3"/>` +
    `<ellipse cx="135" cy="200" rx="30" ry="12" fill="none" stroke="${c === '#2b2d30' ? '#6d737b' : c}" stroke-width="4"/><ellipse cx="265" cy="200" rx="30" ry="12" fill="none" stroke="#6d737b" stroke-width="4"/>` +
    `<ellipse cx="120" cy="250" rx="38" ry="15" fill="none" stroke="#e4572e" stroke-width="4"/><ellipse cx="280" cy="250" rx="38" ry="15" fill="none" stroke="#6d737b" stroke-width="4"/><ellipse cx="200" cy="225" rx="24" ry="10" fill="none" stroke="#6d737b" stroke-width="4"/>`,
  rangehood: (c, d, l) =>
    `<rect x="170" y="30" width="60" height="170" fill="${c}" stroke="${d}" stroke-width="3"/><polygon points="170,200 230,200 330,290 70,290" fill="${c}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="70" y="290" width="260" height="18" fill="${shade(c, -0.12)}" stroke="${d}" stroke-width="3"/><circle cx="290" cy="299" r="4" fill="${l}"/><circle cx="305" cy="299" r="4" fill="${l}"/>`,
  microwave: (c, d, l) =>
    `<rect x="60" y="120" width="280" height="170" rx="10" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="80" y="140" width="180" height="130" rx="6" fill="#2a2f36" opacity="0.85"/>` +
    `<rect x="275" y="140" width="50" height="22" rx="3" fill="#1b2a38"/><circle cx="300" cy="200" r="14" fill="${l}" stroke="${d}" stroke-width="2"/><rect x="282" y="230" width="36" height="10" rx="3" fill="${l}"/><rect x="282" y="248" width="36" height="10" rx="3" fill="${l}"/>`,
  tv: (c, d) =>
    `<rect x="30" y="70" width="340" height="200" rx="6" fill="${c === '#b8bcc2' ? '#9aa0a6' : '#15171a'}"/><rect x="38" y="78" width="324" height="184" fill="url(#screen)"/>` +
    `<path d="M38 230 L140 160 L210 210 L270 170 L362 240 L362 262 L38 262 Z" fill="#0d3b66" opacity="0.5"/><circle cx="300" cy="120" r="22" fill="#ffd166" opacity="0.8"/>` +
    `<rect x="185" y="270" width="30" height="40" fill="${d}"/><rect x="130" y="310" width="140" height="10" rx="5" fill="${d}"/>`,
  soundbar: (c, d, l) =>
    `<rect x="30" y="170" width="340" height="46" rx="22" fill="${c}" stroke="${d}" stroke-width="3"/>` +
    Array.from({ length: 15 }, (_, i) => `<circle cx="${70 + i * 18}" cy="193" r="3" fill="${l}"/>`).join(
      '',
    ) +
    `<rect x="270" y="240" width="90" height="110" rx="10" fill="${c}" stroke="${d}" stroke-width="3"/><circle cx="315" cy="295" r="26" fill="${shade(c, -0.1)}" stroke="${l}" stroke-width="2"/>`,
  vacuum: (c, d, l) =>
    `<line x1="250" y1="40" x2="190" y2="300" stroke="${d}" stroke-width="10" stroke-linecap="round"/><rect x="215" y="60" width="70" height="30" rx="12" fill="${d}"/>` +
    `<rect x="190" y="120" width="70" height="110" rx="30" fill="${c}" stroke="${d}" stroke-width="3"/><circle cx="225" cy="160" r="18" fill="${l}" opacity="0.7"/>` +
    `<rect x="120" y="300" width="130" height="32" rx="10" fill="${shade(c, -0.15)}" stroke="${d}" stroke-width="3"/><rect x="128" y="326" width="114" height="6" fill="#e4572e"/>`,
  coffee: (c, d, l) =>
    `<rect x="110" y="70" width="180" height="260" rx="14" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="110" y="70" width="180" height="60" rx="14" fill="${shade(c, -0.08)}"/>` +
    `<rect x="170" y="140" width="60" height="26" rx="6" fill="${d}"/><rect x="188" y="166" width="24" height="20" fill="${d}"/>` +
    `<path d="M172 240 h56 v40 a14 14 0 0 1 -14 14 h-28 a14 14 0 0 1 -14 -14 z" fill="#fff" stroke="${d}" stroke-width="2"/><rect x="140" y="296" width="120" height="10" fill="${d}"/>` +
    `<circle cx="140" cy="100" r="10" fill="${l}"/><circle cx="260" cy="100" r="10" fill="${l}"/><path d="M196 200 q4 15 -2 30 M204 200 q4 15 -2 30" stroke="#7a4a2a" stroke-width="3" fill="none"/>`,
  aircon: (c, d, l) =>
    `<rect x="40" y="130" width="320" height="110" rx="28" fill="${c}" stroke="${d}" stroke-width="3"/><path d="M70 215 h260" stroke="${d}" stroke-width="3"/><path d="M80 228 h240" stroke="${d}" stroke-width="2" opacity="0.6"/>` +
    `<circle cx="320" cy="160" r="5" fill="#3bb273"/><rect x="150" y="150" width="100" height="18" rx="4" fill="${l}" opacity="0.8"/>` +
    `<path d="M120 265 q10 20 0 40 M200 265 q10 20 0 40 M280 265 q10 20 0 40" stroke="#7fb8e6" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  sofa: (c, d) =>
    `<rect x="70" y="120" width="260" height="110" rx="24" fill="${shade(c, -0.05)}" stroke="${d}" stroke-width="2"/><rect x="40" y="170" width="60" height="130" rx="22" fill="${c}" stroke="${d}" stroke-width="2"/><rect x="300" y="170" width="60" height="130" rx="22" fill="${c}" stroke="${d}" stroke-width="2"/>` +
    `<rect x="90" y="210" width="110" height="60" rx="14" fill="${c}" stroke="${d}" stroke-width="2"/><rect x="200" y="210" width="110" height="60" rx="14" fill="${c}" stroke="${d}" stroke-width="2"/>` +
    `<rect x="60" y="300" width="12" height="30" fill="#5b4636"/><rect x="328" y="300" width="12" height="30" fill="#5b4636"/>`,
  bed: (c, d) =>
    `<rect x="60" y="90" width="280" height="130" rx="16" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="50" y="220" width="300" height="70" rx="10" fill="#f5f3ee" stroke="${d}" stroke-width="2"/>` +
    `<rect x="80" y="190" width="100" height="40" rx="16" fill="#ffffff" stroke="#cfc8bb" stroke-width="2"/><rect x="220" y="190" width="100" height="40" rx="16" fill="#ffffff" stroke="#cfc8bb" stroke-width="2"/>` +
    `<rect x="40" y="285" width="320" height="30" rx="6" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="55" y="315" width="14" height="28" fill="${d}"/><rect x="331" y="315" width="14" height="28" fill="${d}"/>`,
  mattress: (_c, d) =>
    `<path d="M60 200 L140 140 L360 140 L340 200 Z" fill="#ffffff" stroke="#b8b2a7" stroke-width="3"/><path d="M60 200 L340 200 L340 270 L60 270 Z" fill="#f1ede6" stroke="#b8b2a7" stroke-width="3"/><path d="M340 200 L360 140 L360 210 L340 270 Z" fill="#e3ddd2" stroke="#b8b2a7" stroke-width="3"/>` +
    `<path d="M60 225 H340" stroke="${d}" stroke-width="3" opacity="0.4"/>` +
    Array.from(
      { length: 6 },
      (_, i) => `<circle cx="${120 + i * 40}" cy="${170 - (i % 2) * 6}" r="3" fill="#cfc8bb"/>`,
    ).join(''),
  table: (c, d) =>
    `<polygon points="70,170 330,170 370,210 30,210" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="30" y="210" width="340" height="16" fill="${shade(c, -0.12)}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="55" y="226" width="14" height="110" fill="${shade(c, -0.15)}"/><rect x="331" y="226" width="14" height="110" fill="${shade(c, -0.15)}"/><rect x="95" y="210" width="10" height="90" fill="${shade(c, -0.25)}"/><rect x="295" y="210" width="10" height="90" fill="${shade(c, -0.25)}"/>`,
  chair: (c, d) =>
    `<rect x="140" y="60" width="120" height="150" rx="16" fill="${c}" stroke="${d}" stroke-width="3"/><polygon points="130,210 270,210 290,250 110,250" fill="${shade(c, 0.05)}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="115" y="250" width="12" height="100" fill="${d}"/><rect x="273" y="250" width="12" height="100" fill="${d}"/><rect x="150" y="250" width="10" height="80" fill="${d}" opacity="0.7"/><rect x="240" y="250" width="10" height="80" fill="${d}" opacity="0.7"/>`,
  outdoor: (c, d) =>
    `<line x1="200" y1="40" x2="200" y2="300" stroke="${d}" stroke-width="6"/><path d="M80 110 Q200 20 320 110 Z" fill="#e9e4d8" stroke="${d}" stroke-width="3"/>` +
    `<ellipse cx="200" cy="250" rx="90" ry="22" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="194" y="250" width="12" height="80" fill="${d}"/>` +
    `<rect x="50" y="230" width="60" height="50" rx="8" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="290" y="230" width="60" height="50" rx="8" fill="${c}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="55" y="280" width="8" height="50" fill="${d}"/><rect x="97" y="280" width="8" height="50" fill="${d}"/><rect x="295" y="280" width="8" height="50" fill="${d}"/><rect x="337" y="280" width="8" height="50" fill="${d}"/>`,
  bbq: (c, d, l) =>
    `<path d="M90 180 Q200 60 310 180 Z" fill="${c}" stroke="${d}" stroke-width="3"/><rect x="80" y="180" width="240" height="70" rx="8" fill="${shade(c, -0.1)}" stroke="${d}" stroke-width="3"/>` +
    `<rect x="170" y="120" width="60" height="10" rx="5" fill="${l}"/><circle cx="130" cy="215" r="9" fill="${l}"/><circle cx="200" cy="215" r="9" fill="${l}"/><circle cx="270" cy="215" r="9" fill="${l}"/>` +
    `<rect x="100" y="250" width="12" height="90" fill="${d}"/><rect x="288" y="250" width="12" height="90" fill="${d}"/><rect x="100" y="300" width="200" height="8" fill="${d}"/><circle cx="106" cy="345" r="12" fill="#333"/><circle cx="294" cy="345" r="12" fill="#333"/>`,
};

function frame(
  width: number,
  height: number,
  title: string,
  body: string,
  bg: readonly [string, string] = BACKGROUNDS[0],
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}">` +
    `<title>${esc(title)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>` +
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2b6cb0"/><stop offset="1" stop-color="#8e44ad"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}</svg>`
  );
}

function productImage(kind: ImageKind, variant: string, n: number, size: number): string {
  const colour = VARIANTS[variant]?.colour ?? '#c9ced3';
  const trim = luminance(colour) > 0.6 ? shade(colour, -0.35) : shade(colour, -0.18);
  const accent = luminance(colour) > 0.5 ? '#ffffff' : shade(colour, 0.35);
  const bg = BACKGROUNDS[(n - 1) % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  // Later images of a product show it a little smaller and shifted, so a gallery does not look like one picture.
  const scale = n === 1 ? 1 : 0.82;
  const dx = n === 1 ? 0 : (n % 2 === 0 ? 30 : -10) + 10;
  const label = `${VARIANTS[variant]?.label ?? variant} ${kind}`;
  const shadow = `<ellipse cx="200" cy="372" rx="130" ry="10" fill="#000" opacity="0.08"/>`;
  const body = `<g transform="scale(${size / 400}) translate(${dx + (400 - 400 * scale) / 2} ${(400 - 400 * scale) / 2}) scale(${scale})">${shadow}${DRAW[kind](colour, trim, accent)}</g>`;
  return frame(size, size, label, body, bg);
}

function wordmark(name: string, colour: string): string {
  const fontSize = name.length > 14 ? 22 : name.length > 9 ? 28 : 36;
  return frame(
    240,
    120,
    name,
    `<rect x="8" y="8" width="224" height="104" rx="10" fill="#fff" stroke="${colour}" stroke-width="2"/>` +
      `<text x="120" y="${60 + fontSize / 3}" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" text-anchor="middle" fill="${colour}">${esc(name)}</text>`,
    ['#ffffff', '#f4f5f6'],
  );
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w ? (w[0]?.toUpperCase() ?? '') + w.slice(1) : w))
    .join(' ');
}

function storeImage(slug: string): string {
  const name = titleCase(slug);
  return frame(
    640,
    360,
    `${name} store`,
    `<rect x="0" y="250" width="640" height="110" fill="#cfd6dc"/><rect x="80" y="90" width="480" height="170" fill="#ffffff" stroke="#4b5563" stroke-width="3"/>` +
      `<rect x="80" y="90" width="480" height="44" fill="#003b71"/><text x="320" y="121" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="24" text-anchor="middle" fill="#fff">${esc(name)}</text>` +
      `<rect x="110" y="155" width="160" height="90" fill="#9fc3e0" opacity="0.8"/><rect x="370" y="155" width="160" height="90" fill="#9fc3e0" opacity="0.8"/><rect x="285" y="165" width="70" height="95" fill="#4b5563"/>`,
    ['#dcecf9', '#f4f8fb'],
  );
}

/** Banner sizes per sale placement; unknown keys get a square badge. The seed stores them as width/height attributes. */
export function demoPlacementSize(key: string): [number, number] {
  // The site-wide banner's second image is the one small screens show: shorter and taller, so its words stay legible.
  if (key === 'siteWideHeaderBanner2') return [800, 80];
  if (/Banner(1|2)?$/.test(key) && !key.startsWith('homePageTall'))
    return key.startsWith('siteWide') ? [1600, 60] : [1200, 300];
  if (key === 'homePageTallBanner') return [400, 800];
  if (key === 'homePageOffersTile') return [600, 400];
  if (key.startsWith('checkoutUrgency') || key === 'productUrgencyMessage') return [600, 80];
  if (key === 'checkoutBalloon') return [200, 200];
  return [160, 160];
}

/** A font size at which `text` fits `width` (bold sans-serif runs about 0.62 em per character). */
function fitFont(text: string, width: number, desired: number): number {
  return Math.max(10, Math.min(desired, (width * 0.88) / (text.length * 0.62)));
}

function saleText(x: number, y: number, size: number, text: string, weight = 800, fill = '#fff'): string {
  return `<text x="${x}" y="${y}" font-family="Helvetica, Arial, sans-serif" font-weight="${weight}" font-size="${size.toFixed(1)}" text-anchor="middle" fill="${fill}">${esc(text)}</text>`;
}

/** Sale artwork per placement: every line is sized to fit, so no banner crops its own words. */
function saleImage(key: string): string {
  const [w, h] = demoPlacementSize(key);
  const cx = w / 2;
  let body: string;
  if (w === h) {
    const fs = fitFont('SALE', w * 0.8, w * 0.28);
    body = `<circle cx="${cx}" cy="${h / 2}" r="${w / 2 - 6}" fill="#c4102b"/>${saleText(cx, h / 2 + fs / 3, fs, 'SALE')}`;
  } else if (h <= 80) {
    const line = key.startsWith('siteWide') ? 'EOFY SALE · UP TO 40% OFF SELECTED APPLIANCES' : 'Sale ends soon: grab it before it goes';
    const fs = fitFont(line, w, h * 0.42);
    body = `<rect width="${w}" height="${h}" fill="#c4102b"/>${saleText(cx, h / 2 + fs / 3, fs, line, 700)}`;
  } else {
    const offers = key === 'homePageOffersTile';
    const headline = offers ? 'DAILY DEALS' : 'EOFY SALE';
    const sub = offers ? 'New hot offers every day' : 'Up to 40% off appliances & furniture';
    const tall = h > w;
    const hs = fitFont(headline, w, tall ? w * 0.24 : h * 0.34);
    const ss = fitFont(sub, w, hs * 0.36);
    const top = tall ? h * 0.38 : h * 0.44;
    const pillW = Math.min(w * 0.5, ss * 9);
    const pillH = ss * 2.1;
    const pillY = top + ss * 2.4;
    body =
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<circle cx="${w * 0.92}" cy="${h * 0.1}" r="${Math.min(w, h) * 0.35}" fill="#fff" opacity="0.07"/>` +
      `<circle cx="${w * 0.06}" cy="${h * 0.95}" r="${Math.min(w, h) * 0.28}" fill="#fff" opacity="0.06"/>` +
      saleText(cx, top, hs, headline) +
      saleText(cx, top + ss * 1.5, ss, sub, 600) +
      `<rect x="${cx - pillW / 2}" y="${pillY}" width="${pillW}" height="${pillH}" rx="${pillH / 2}" fill="#fff"/>` +
      saleText(cx, pillY + pillH / 2 + ss * 0.35, ss, offers ? 'See the deals' : 'Shop the sale', 700, '#c4102b');
  }
  return frame(w, h, `Sale ${key}`, body, ['#c4102b', '#9e0d23']);
}

function promoImage(path: string): string {
  const title = titleCase(path);
  return frame(
    600,
    400,
    title,
    `<rect x="30" y="30" width="540" height="340" rx="18" fill="#fff" opacity="0.85"/><text x="300" y="190" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="30" text-anchor="middle" fill="#003b71">${esc(title)}</text>` +
      `<text x="300" y="240" font-family="Helvetica, Arial, sans-serif" font-size="20" text-anchor="middle" fill="#c4102b">Limited time offer</text>`,
    ['#ffe8a3', '#ffd166'],
  );
}

const BRAND_BY_SLUG = new Map(BRAND_DEFS.map((b) => [slugify(b.name), b]));
const KIND_SET = new Set<string>(IMAGE_KINDS);
const SLUG = /^[a-z0-9-]{1,80}$/;

export function renderDemoImage(path: string): string | null {
  const clean = path.split(/[?#]/)[0] ?? '';
  const m = /^\/images\/demo\/(.+)\.svg$/.exec(clean);
  if (!m?.[1]) return null;
  const parts = m[1].split('/');
  const [head, a, b] = parts;
  if (!head) return null;
  if (head === 'brand' && a && parts.length === 2) {
    const brand = BRAND_BY_SLUG.get(a);
    return brand ? wordmark(brand.name, brand.colour) : null;
  }
  if (head === 'store' && a && parts.length === 2 && SLUG.test(a)) return storeImage(a);
  if (head === 'promo' && a && parts.length === 2 && SLUG.test(a)) return promoImage(a);
  if (head === 'sale' && a && parts.length === 2 && /^[A-Za-z0-9]{1,40}$/.test(a)) return saleImage(a);
  if (head === 'category' && a && parts.length === 2 && KIND_SET.has(a))
    return productImage(a as ImageKind, 'stainless', 1, 96);
  if (KIND_SET.has(head)) {
    const thumb = a === 'thumb';
    const file = thumb ? b : a;
    if (parts.length !== (thumb ? 3 : 2) || !file) return null;
    const fm = /^([a-z]+)-([1-9])$/.exec(file);
    if (!fm?.[1] || !fm[2] || !VARIANTS[fm[1]]) return null;
    return productImage(head as ImageKind, fm[1], Number(fm[2]), thumb ? 200 : 800);
  }
  return null;
}
