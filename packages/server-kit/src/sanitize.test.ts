import { describe, expect, it } from 'vitest';
import { htmlToText, safeLinkUrl, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps the allow-listed markup as it is', () => {
    const html =
      '<h2>Delivery</h2><p>Free <strong>metro</strong> <em>delivery</em>, <b>b</b> <i>i</i> <u>u</u><br />now</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>h3</h3><h4>h4</h4><blockquote>q</blockquote>' +
      '<table><thead><tr><th>k</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table>' +
      '<span class="note">n</span><a href="/s/delivery" title="More">more</a>' +
      '<img src="/images/demo/x.svg" alt="x" width="10" height="20" />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['<img src=x onerror=alert(1)//>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="http://insecure.example/x.png">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<svg onload="alert(1)"><circle /></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<form action="https://evil.example"><input name="q"><button>go</button></form>', 'go'],
    ['<style>body{display:none}</style><p style="position:fixed">x</p>', '<p>x</p>'],
    ['<span class="a" style="background:url(javascript:alert(1))">x</span>', '<span class="a">x</span>'],
    ['<p>a</p><!-- <script>alert(1)</script> -->', '<p>a</p>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
    ['<a href="https://shop.example" target="_top">x</a>', '<a href="https://shop.example">x</a>'],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="https://evil.example/">', ''],
    ['<div><h1>Title</h1></div>', 'Title'],
  ])('cleans %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, keeping other rel tokens', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/p" target="_BLANK" rel="nofollow">x</a>')).toBe(
      '<a href="/p" rel="nofollow noopener noreferrer" target="_blank">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@shop.example">mail</a>')).toBe(
      '<a href="mailto:help@shop.example">mail</a>',
    );
  });

  it('answers empty for nothing', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('htmlToText', () => {
  it('drops tags and scripts, decodes entities and separates blocks', () => {
    expect(htmlToText('<p>Fish &amp; chips &lt;3</p><p>two<br>three</p><script>alert(1)</script>')).toBe(
      'Fish & chips <3 two three',
    );
    expect(htmlToText('<ul><li>a</li><li>b</li></ul>')).toBe('a b');
    expect(htmlToText(null)).toBe('');
  });
});

describe('safeLinkUrl', () => {
  it('keeps relative, http(s) and mailto links', () => {
    expect(safeLinkUrl('/s/delivery')).toBe('/s/delivery');
    expect(safeLinkUrl('https://shop.example/x')).toBe('https://shop.example/x');
    expect(safeLinkUrl('mailto:a@b.example')).toBe('mailto:a@b.example');
  });
  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' JAVASCRIPT:x',
    'data:text/html,x',
    '//evil.example',
    '',
    null,
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });
});
