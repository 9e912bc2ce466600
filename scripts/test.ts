/**
 * The project's test command (`npm test`): lint, typecheck, unit/component/API tests on PGlite
 * with domain coverage, the API tests again on PostgreSQL when TEST_DATABASE_URL is set, the
 * production build, and the browser smoke test. Stops at the first failing step.
 * The browser is found (or installed) before any step, so a machine without one fails in seconds.
 *   --quick   skip the build and the browser tests
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserNotFoundError, ensureBrowser, type FoundBrowser } from './browser.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const quick = process.argv.includes('--quick');
const postgresUrl = process.env.TEST_DATABASE_URL;
const withoutPostgres = { ...process.env, TEST_DATABASE_URL: '' };

function browserOrExit(): FoundBrowser {
  console.log('=== browser ===');
  try {
    const browser = ensureBrowser();
    console.log(`Chromium for the browser tests: ${browser.path} (${browser.source})`);
    return browser;
  } catch (error) {
    if (!(error instanceof BrowserNotFoundError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const browser = quick ? undefined : browserOrExit();

const LINT_HEAP = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192`.trim();

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

const steps: Step[] = [
  { name: 'typegen', command: bin('react-router'), args: ['typegen'], cwd: path.join(root, 'apps/web') },
  // Type-aware rules hold one TypeScript program per tsconfig of the monorepo at once: more than Node's default heap.
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'], env: { ...process.env, NODE_OPTIONS: LINT_HEAP } },
  { name: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'typecheck web', command: bin('tsc'), args: ['-p', 'apps/web/tsconfig.json'] },
  { name: 'unit and API tests (PGlite)', command: bin('vitest'), args: ['run', '--coverage'], env: withoutPostgres },
];
if (postgresUrl) {
  steps.push({
    name: 'API tests (PostgreSQL)',
    command: bin('vitest'),
    args: ['run', '--project', 'server'],
    env: { ...process.env, TEST_DATABASE_URL: postgresUrl },
  });
}
if (browser) {
  steps.push({ name: 'production build', command: bin('react-router'), args: ['build'], cwd: path.join(root, 'apps/web') });
  steps.push({
    name: 'browser tests',
    command: bin('playwright'),
    args: ['test', '--config', 'tests/e2e/playwright.config.ts'],
    env: { ...withoutPostgres, CHROMIUM_PATH: browser.path },
  });
}

const timings: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = performance.now();
  const result = spawnSync(step.command, step.args, {
    cwd: step.cwd ?? root,
    env: step.env ?? process.env,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}`);
    console.error(`\nStep failed: ${step.name}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\nAll steps passed.`);
