/**
 * Looks at a page as a shopper would: `node tests/e2e/screenshot.ts <url> <out.png> [width] [--full]`
 * saves a screenshot from the machine's Chromium (found as `npm test` finds it) and prints the console errors and
 * warnings it saw.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, findBrowser, NO_BROWSER_MESSAGE } from '../../scripts/browser.ts';
import { waitForHydration } from './hydration.ts';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node tests/e2e/screenshot.ts <url> <out.png> [width] [--full]');
  process.exit(2);
}
const executablePath = findBrowser()?.path;
if (!executablePath) {
  console.error(NO_BROWSER_MESSAGE);
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath,
  args: CHROMIUM_FLAGS,
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const messages: string[] = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    messages.push(`${m.type()}: ${m.text()} ${m.location().url}`);
});
await page.goto(url);
// Scripted parts (banners, the store panel) settle once React has hydrated the page.
await waitForHydration(page);
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
console.log(messages.length ? messages.join('\n') : 'no console errors or warnings');
await browser.close();
