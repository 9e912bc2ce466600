/**
 * How much JavaScript the browser's main thread runs to load and hydrate the home, category, product and checkout
 * pages: a CPU profile (Chromium's own profiler) of several loads of each page, with the browser's cache off, as
 * Lighthouse loads it. Each load waits for hydration (`data-hydrated`) and then for the network to be quiet for half a
 * second, so the parts that come after hydration are counted. Prints the median, fastest and slowest per page. The figures follow the machine, so compare two
 * builds or settings in runs one after the other (docs/decisions/0060-route-discovery-stays-lazy.md).
 * Lighthouse's Total Blocking Time is mostly this work, multiplied by its simulated 4× slower CPU.
 *
 *   npm run bench:main-thread -- [--loads 5] [--products 3000] [--port 3230] [--only home,product] [--sources]
 *
 * It serves the existing build of apps/web (`npm run build` first). `--sources` also prints the source files that took
 * the most time on each page; it needs a build with source maps (`BUILD_SOURCEMAPS=1 npm run build`).
 */
import type { CDPSession } from 'playwright-core';
import { onPhonePages, originalPosition } from './phone-pages.ts';
import { cliOption } from './processes.ts';

const loads = Number(cliOption('loads') ?? 5);
const products = Number(cliOption('products') ?? 3000);
const port = Number(cliOption('port') ?? 3230);
const only = cliOption('only')?.split(',') ?? null;
const sources = process.argv.includes('--sources');
const base = `http://localhost:${port}`;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

function sourceOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName ? `(native) ${frame.functionName}` : '(native)';
  const file = frame.url.replace(/^.*\/assets\//, '');
  if (!frame.url.includes('/assets/') || frame.lineNumber < 0) return file.replace(/^.*\//, '') || frame.url;
  return originalPosition(frame.url, frame.lineNumber, frame.columnNumber)?.source ?? file;
}

/** Milliseconds of JavaScript (and what it made the browser do at once, such as a forced layout) in one profile. */
function busy(profile: Profile, bySource: Map<string, number>): number {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let micros = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const frame = nodes.get(profile.samples[i]!);
    const delta = profile.timeDeltas[i + 1] ?? 0;
    if (!frame || ['(idle)', '(program)', '(root)'].includes(frame.functionName)) continue;
    micros += delta;
    if (sources) {
      const source = sourceOf(frame);
      bySource.set(source, (bySource.get(source) ?? 0) + delta);
    }
  }
  return micros / 1000;
}

async function measure(cdp: CDPSession, load: () => Promise<void>, bySource: Map<string, number>) {
  await cdp.send('Profiler.start');
  await load();
  const { profile } = await cdp.send('Profiler.stop');
  return busy(profile as Profile, bySource);
}

console.log(
  `\nMain-thread JavaScript per load: ${loads} loads of each page, cache off, a 412 px phone screen, ${products} products\n`,
);
await onPhonePages({ port, products, only }, async ({ sample, context, page, load }) => {
  // One load first, so the shop's own caches are warm and only the browser's work is measured.
  await load();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const bySource = new Map<string, number>();
  const figures: number[] = [];
  for (let i = 0; i < loads; i++) figures.push(await measure(cdp, load, bySource));
  figures.sort((a, b) => a - b);
  const median = figures[Math.floor(figures.length / 2)]!;
  console.log(
    `${sample.name.padEnd(9)} ${median.toFixed(0).padStart(5)} ms median  (${figures[0]!.toFixed(0)}–${figures.at(-1)!.toFixed(0)})  ${sample.url.replace(base, '')}`,
  );
  if (sources) {
    for (const [source, micros] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`            ${(micros / 1000 / loads).toFixed(1).padStart(6)} ms  ${source}`);
  }
});
