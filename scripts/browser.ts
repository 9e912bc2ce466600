/**
 * Finds the Chromium the browser tests drive, or gets one. `npm test` calls ensureBrowser before its first step, so a
 * machine without a browser is told what to install in seconds, not after lint, typecheck and the build; the
 * Playwright config calls findBrowser, so `npm run test:e2e` drives the same binary.
 *
 * Order: CHROMIUM_PATH, the system's Chromium or Chrome, Playwright's own download; then Playwright's installer, then
 * apt-get when running as root on Debian or Ubuntu.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const NO_BROWSER_MESSAGE =
  'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chrome/Chromium binary.';

/** Names looked up on PATH, in this order. */
/** How every tool here starts the machine's Chromium: no sandbox (containers), no GPU, nothing fetched from outside. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const SYSTEM_BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** Where the usual packages put the binary, for a PATH that lacks it (e.g. a service account's). */
export const SYSTEM_BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLAYWRIGHT_CLI = path.join(root, 'node_modules', '.bin', 'playwright');

/** Playwright's installer gets this long; a machine that cannot reach its download fails well within it. */
export const PLAYWRIGHT_INSTALL_TIMEOUT_MS = 120_000;

export type BrowserSource = 'CHROMIUM_PATH' | 'system' | 'playwright';

export interface FoundBrowser {
  path: string;
  source: BrowserSource;
}

/** Everything the finder asks of the machine, so each branch can be tested without touching it. */
export interface BrowserMachine {
  env: Readonly<Record<string, string | undefined>>;
  /** An existing regular file this process may execute. */
  isExecutable(file: string): boolean;
  /** Where Playwright keeps its own Chromium once installed (whether or not it is there yet). */
  playwrightChromiumPath(): string | undefined;
  /** Runs a command with its output shown; true when it exited 0 within the timeout. */
  run(command: string, args: string[], timeoutMs?: number): boolean;
  isRoot(): boolean;
  /** Debian or Ubuntu (or a derivative) with apt-get on PATH. */
  hasApt(): boolean;
  log(line: string): void;
}

export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

function onPath(machine: BrowserMachine, name: string): string | undefined {
  const dirs = (machine.env['PATH'] ?? '').split(path.delimiter).filter(Boolean);
  return dirs.map((dir) => path.join(dir, name)).find((file) => machine.isExecutable(file));
}

function systemBrowser(machine: BrowserMachine): string | undefined {
  for (const name of SYSTEM_BROWSER_NAMES) {
    const found = onPath(machine, name);
    if (found) return found;
  }
  return SYSTEM_BROWSER_PATHS.find((file) => machine.isExecutable(file));
}

function playwrightBrowser(machine: BrowserMachine): string | undefined {
  const file = machine.playwrightChromiumPath();
  return file && machine.isExecutable(file) ? file : undefined;
}

/**
 * The browser already on this machine, without installing anything; undefined when there is none.
 * A CHROMIUM_PATH that names no executable is an error rather than a reason to look elsewhere: whoever set it meant
 * that binary, and a silent fallback would test another browser.
 */
export function findBrowser(machine: BrowserMachine = thisMachine()): FoundBrowser | undefined {
  const chosen = machine.env['CHROMIUM_PATH'];
  if (chosen) {
    if (machine.isExecutable(chosen)) return { path: chosen, source: 'CHROMIUM_PATH' };
    throw new BrowserNotFoundError(
      `CHROMIUM_PATH is ${chosen}, which is not an executable file: point it at a Chrome/Chromium binary or unset it.`,
    );
  }
  const system = systemBrowser(machine);
  if (system) return { path: system, source: 'system' };
  const own = playwrightBrowser(machine);
  if (own) return { path: own, source: 'playwright' };
  return undefined;
}

/** findBrowser, or else install one (Playwright's installer, then apt-get as root), or else throw with what to install. */
export function ensureBrowser(machine: BrowserMachine = thisMachine()): FoundBrowser {
  const found = findBrowser(machine);
  if (found) return found;

  machine.log(
    "No Chromium on this machine: trying Playwright's installer (npx playwright install chromium)…",
  );
  if (machine.run(PLAYWRIGHT_CLI, ['install', 'chromium'], PLAYWRIGHT_INSTALL_TIMEOUT_MS)) {
    const own = playwrightBrowser(machine);
    if (own) return { path: own, source: 'playwright' };
  }

  if (machine.isRoot() && machine.hasApt()) {
    machine.log(
      "Playwright could not get its browser: installing Debian's chromium (apt-get update && apt-get install -y chromium)…",
    );
    if (machine.run('apt-get', ['update']) && machine.run('apt-get', ['install', '-y', 'chromium'])) {
      const system = systemBrowser(machine);
      if (system) return { path: system, source: 'system' };
    }
  }
  throw new BrowserNotFoundError(NO_BROWSER_MESSAGE);
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function isDebianLike(): boolean {
  if (existsSync('/etc/debian_version')) return true;
  try {
    return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/** The real machine: its files, its environment, its processes. */
export function thisMachine(env: NodeJS.ProcessEnv = process.env): BrowserMachine {
  const machine: BrowserMachine = {
    env,
    isExecutable,
    playwrightChromiumPath() {
      try {
        return chromium.executablePath();
      } catch {
        // Playwright has no build for this platform.
        return undefined;
      }
    },
    run(command, args, timeoutMs) {
      const result = spawnSync(command, args, {
        cwd: root,
        env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
        stdio: ['ignore', 'inherit', 'inherit'],
        timeout: timeoutMs,
      });
      return result.status === 0;
    },
    isRoot: () => process.getuid?.() === 0,
    hasApt: () => isDebianLike() && onPath(machine, 'apt-get') !== undefined,
    log: (line) => console.log(line),
  };
  return machine;
}
