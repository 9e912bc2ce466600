// The sandbox's pages are plain server-rendered HTML: no scripts, no external assets, one inline style sheet (which
// the shared content security policy allows), so they work with the strictest policy and without JavaScript.

export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; background: #f6f6f4; }
  body { margin: 0; }
  main { max-width: 46rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #d0d0cc; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #d0d0cc; vertical-align: top; }
  code { font-family: ui-monospace, monospace; background: #eeeeea; padding: 0 .2rem; border-radius: 3px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
  .actions form { margin: 0; }
  button { font: inherit; font-size: 1rem; padding: .6rem 1.4rem; border-radius: 6px; border: 2px solid #1d4ed8; cursor: pointer; }
  button.primary { background: #1d4ed8; color: #fff; }
  button.secondary { background: #fff; color: #1d4ed8; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  .notice { border-left: 4px solid #b45309; padding-left: .75rem; }
  .requests { list-style: none; padding: 0; }
  .requests li { border-top: 1px solid #d0d0cc; padding: .75rem 0; }
  .requests h3 { margin: 0; font-size: 1.1rem; }
  input[type="text"] { font: inherit; font-size: 1.1rem; padding: .4rem .6rem; border: 1px solid #6b6b66; border-radius: 4px; }
`;

export function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    `<body><main>${body}</main></body>`,
    '</html>',
  ].join('\n');
}

/** As the shop's shoppers read it: $ in Australia for AUD and in New Zealand for NZD. */
export function formatAmount(cents: number, currency: string): string {
  const locale = currency === 'NZD' ? 'en-NZ' : 'en-AU';
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
