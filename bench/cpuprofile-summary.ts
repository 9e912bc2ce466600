/**
 * Reads a V8 CPU profile (`node --cpu-prof`) and prints where the time went: the functions with the most self time,
 * the most total (inclusive) time, and the self time per package or source area.
 *
 *   node bench/cpuprofile-summary.ts <file.cpuprofile> [--top 30] [--match <text>] [--from <seconds>]
 *
 * `--match` keeps only the functions whose name or file contains the text (in the two function tables); `--from`
 * leaves out the first seconds of the profile (the process starting and seeding) and the idle time.
 */
import { readFileSync } from 'node:fs';
import { cliOption } from './processes.ts';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file || file.startsWith('--')) {
  console.error('usage: node bench/cpuprofile-summary.ts <file.cpuprofile> [--top 30] [--match <text>]');
  process.exit(1);
}
const top = Number(cliOption('top') ?? 30);
const match = cliOption('match');
const fromUs = Number(cliOption('from') ?? 0) * 1e6;

const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

// Microseconds of samples per node (a sample's time is the delta that follows it).
const selfByNode = new Map<number, number>();
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += Math.max(profile.timeDeltas[i] ?? 0, 0);
  if (elapsed < fromUs) return;
  if (fromUs > 0 && byId.get(id)?.callFrame.functionName === '(idle)') return;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  selfByNode.set(id, (selfByNode.get(id) ?? 0) + Math.max(delta, 0));
});
const total = [...selfByNode.values()].reduce((a, b) => a + b, 0);

function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const main = url.indexOf('/work/main/');
  return main >= 0 ? url.slice(main + '/work/main/'.length) : url.replace(/^file:\/\//, '');
}
const keyOf = (frame: CallFrame) =>
  `${frame.functionName || '(anonymous)'}  ${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, time] of selfByNode) {
  const node = byId.get(id);
  if (!node) continue;
  const key = keyOf(node.callFrame);
  self.set(key, (self.get(key) ?? 0) + time);
  // Each function counts once per sample however deep its recursion.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frameKey = keyOf(byId.get(at)!.callFrame);
    if (seen.has(frameKey)) continue;
    seen.add(frameKey);
    inclusive.set(frameKey, (inclusive.get(frameKey) ?? 0) + time);
  }
}

function area(url: string): string {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node: core';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  const short = shortUrl(url).split('/');
  return short.slice(0, short[0] === 'apps' || short[0] === 'packages' ? 2 : 1).join('/');
}
const areas = new Map<string, number>();
for (const [id, time] of selfByNode) {
  const a = area(byId.get(id)?.callFrame.url ?? '');
  areas.set(a, (areas.get(a) ?? 0) + time);
}

const pct = (t: number) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
const ms = (t: number) => `${(t / 1000).toFixed(0).padStart(7)} ms`;
function table(title: string, entries: Map<string, number>, filter: boolean) {
  console.log(`\n${title}`);
  [...entries]
    .filter(([key]) => !filter || !match || key.includes(match))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([key, time]) => console.log(`${pct(time)} ${ms(time)}  ${key}`));
}

console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
table('Self time by area', areas, false);
table('Self time by function', self, true);
table('Total time by function', inclusive, true);
