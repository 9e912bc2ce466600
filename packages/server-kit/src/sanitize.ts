import sanitize from 'sanitize-html';

/**
 * HTML from content (alert banner, static pages, product descriptions and features, promotion copy) is cleaned on the
 * server against one allow-list before it is sent (ARCHITECTURE.md trust boundaries; docs/decisions/0009).
 * Anything not listed is dropped: scripts and styles with their text, event handlers, style attributes, iframes,
 * forms, and every URL scheme other than http, https and mailto (images: https or relative only).
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'span',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
];

const OPENER_SAFE = ['noopener', 'noreferrer'];

/** Only _blank and _self survive as targets; a new tab never gets a handle on this window (reverse tabnabbing). */
function withSafeTarget(attribs: sanitize.Attributes): sanitize.Attributes {
  const { target: rawTarget, ...rest } = attribs;
  const target = (rawTarget ?? '').trim().toLowerCase();
  if (target === '_self') return { ...rest, target };
  if (target !== '_blank') return rest;
  const tokens = new Set((rest.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
  for (const t of OPENER_SAFE) tokens.add(t);
  return { ...rest, target, rel: [...tokens].join(' ') };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    span: ['class'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // '//host/path' would leave the site under the page's scheme; only real relative paths count as relative.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: withSafeTarget(attribs) }) },
  // An image whose source was refused is dropped rather than left as an empty <img />.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  enforceHtmlBoundary: true,
};

/** Allow-listed HTML: safe to render with dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS);
}

const BLOCK_BOUNDARY = /<(\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote)\b)/gi;
const ESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * Plain text of an HTML fragment (meta descriptions, summaries): tags removed, entities decoded, whitespace collapsed.
 * The result is text, not HTML; whoever renders it escapes it.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block boundaries become spaces so '<p>a</p><p>b</p>' reads 'a b', not 'ab'.
  const spaced = html.replace(BLOCK_BOUNDARY, ' <$1');
  const stripped = sanitize(spaced, { allowedTags: [], allowedAttributes: {}, enforceHtmlBoundary: true });
  return stripped
    .replace(/&(?:amp|lt|gt|quot);/g, (m) => ESCAPES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A link target from content (banner URL, sale image link) if it is relative or http(s)/mailto; otherwise null.
 * Protocol-relative ('//host') and any other scheme (javascript:, data:, vbscript:) are refused.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  // Browsers ignore tabs and newlines inside a scheme ('java\tscript:'), so they are removed before looking at it.
  // eslint-disable-next-line no-control-regex
  const compact = trimmed.replace(/[\u0000-\u001f\u007f\s]+/g, '');
  if (compact === '' || compact.startsWith('//') || compact.startsWith('\\')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (scheme) return ['http', 'https', 'mailto'].includes(scheme[1]!.toLowerCase()) ? trimmed : null;
  return trimmed;
}
