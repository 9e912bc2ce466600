import { describe, expect, it } from 'vitest';
import {
  BrowserNotFoundError,
  ensureBrowser,
  findBrowser,
  NO_BROWSER_MESSAGE,
  PLAYWRIGHT_CLI,
  PLAYWRIGHT_INSTALL_TIMEOUT_MS,
  type BrowserMachine,
} from './browser.ts';

const OWN = '/home/dev/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

interface FakeOptions {
  env?: Record<string, string>;
  files?: string[];
  root?: boolean;
  apt?: boolean;
  /** Files each command creates when it runs, and whether it succeeds. */
  commands?: Record<string, { creates?: string[]; ok: boolean }>;
  ownPath?: string | undefined;
}

function fakeMachine(options: FakeOptions = {}) {
  const files = new Set(options.files ?? []);
  const ran: { command: string; timeoutMs: number | undefined }[] = [];
  const logged: string[] = [];
  const machine: BrowserMachine = {
    env: { PATH: '/usr/local/bin:/usr/bin', ...options.env },
    isExecutable: (file) => files.has(file),
    playwrightChromiumPath: () => ('ownPath' in options ? options.ownPath : OWN),
    run(command, args, timeoutMs) {
      const line = [command, ...args].join(' ');
      ran.push({ command: line, timeoutMs });
      const outcome = options.commands?.[line] ?? { ok: false };
      for (const file of outcome.creates ?? []) files.add(file);
      return outcome.ok;
    },
    isRoot: () => options.root ?? false,
    hasApt: () => options.apt ?? false,
    log: (line) => logged.push(line),
  };
  return { machine, ran, logged };
}

const PLAYWRIGHT_INSTALL = `${PLAYWRIGHT_CLI} install chromium`;

describe('findBrowser', () => {
  it('takes CHROMIUM_PATH first when it names an executable', () => {
    const { machine } = fakeMachine({
      env: { CHROMIUM_PATH: '/opt/chrome/chrome' },
      files: ['/opt/chrome/chrome', '/usr/bin/chromium'],
    });
    expect(findBrowser(machine)).toEqual({ path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  it('stops with the variable named when CHROMIUM_PATH names nothing runnable, even with a system browser', () => {
    const { machine } = fakeMachine({ env: { CHROMIUM_PATH: '/nope/chrome' }, files: ['/usr/bin/chromium'] });
    expect(() => findBrowser(machine)).toThrow(BrowserNotFoundError);
    expect(() => findBrowser(machine)).toThrow(
      /^CHROMIUM_PATH is \/nope\/chrome, which is not an executable file/,
    );
  });

  it('treats an empty CHROMIUM_PATH as unset', () => {
    const { machine } = fakeMachine({ env: { CHROMIUM_PATH: '' }, files: ['/usr/bin/chromium'] });
    expect(findBrowser(machine)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
  });

  it('looks on PATH in name order before the usual places', () => {
    const { machine } = fakeMachine({
      files: ['/usr/local/bin/google-chrome', '/usr/bin/chromium-browser', '/opt/google/chrome/chrome'],
    });
    expect(findBrowser(machine)).toEqual({ path: '/usr/bin/chromium-browser', source: 'system' });
  });

  it('finds a browser in a usual place when PATH lacks it', () => {
    const { machine } = fakeMachine({
      env: { PATH: '/somewhere/else' },
      files: ['/usr/bin/google-chrome-stable'],
    });
    expect(findBrowser(machine)).toEqual({ path: '/usr/bin/google-chrome-stable', source: 'system' });
  });

  it("falls back to Playwright's own browser when it has been downloaded", () => {
    const { machine } = fakeMachine({ files: [OWN] });
    expect(findBrowser(machine)).toEqual({ path: OWN, source: 'playwright' });
  });

  it("is undefined when nothing is there, Playwright's path included", () => {
    expect(findBrowser(fakeMachine().machine)).toBeUndefined();
    expect(findBrowser(fakeMachine({ ownPath: undefined }).machine)).toBeUndefined();
  });
});

describe('ensureBrowser', () => {
  it('installs nothing when a browser is there', () => {
    const { machine, ran } = fakeMachine({ files: ['/usr/bin/chromium'], root: true, apt: true });
    expect(ensureBrowser(machine)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(ran).toEqual([]);
  });

  it("uses Playwright's installer first, with a time limit", () => {
    const { machine, ran } = fakeMachine({
      root: true,
      apt: true,
      commands: { [PLAYWRIGHT_INSTALL]: { ok: true, creates: [OWN] } },
    });
    expect(ensureBrowser(machine)).toEqual({ path: OWN, source: 'playwright' });
    expect(ran).toEqual([{ command: PLAYWRIGHT_INSTALL, timeoutMs: PLAYWRIGHT_INSTALL_TIMEOUT_MS }]);
  });

  it("goes on to apt-get as root on Debian when Playwright's download fails, and says so", () => {
    const { machine, ran, logged } = fakeMachine({
      root: true,
      apt: true,
      commands: {
        'apt-get update': { ok: true },
        'apt-get install -y chromium': { ok: true, creates: ['/usr/bin/chromium'] },
      },
    });
    expect(ensureBrowser(machine)).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(ran.map((r) => r.command)).toEqual([
      PLAYWRIGHT_INSTALL,
      'apt-get update',
      'apt-get install -y chromium',
    ]);
    expect(logged.at(-1)).toContain('apt-get install -y chromium');
  });

  it('goes on to apt-get when the installer claims success but left no browser', () => {
    const { machine, ran } = fakeMachine({
      root: true,
      apt: true,
      commands: {
        [PLAYWRIGHT_INSTALL]: { ok: true },
        'apt-get update': { ok: true },
        'apt-get install -y chromium': { ok: true, creates: ['/usr/bin/chromium'] },
      },
    });
    expect(ensureBrowser(machine).path).toBe('/usr/bin/chromium');
    expect(ran).toHaveLength(3);
  });

  it('does not install when apt-get update fails', () => {
    const { machine, ran } = fakeMachine({
      root: true,
      apt: true,
      commands: { 'apt-get update': { ok: false } },
    });
    expect(() => ensureBrowser(machine)).toThrow(NO_BROWSER_MESSAGE);
    expect(ran.map((r) => r.command)).toEqual([PLAYWRIGHT_INSTALL, 'apt-get update']);
  });

  it('stops with what to install when apt-get succeeds but leaves no browser', () => {
    const { machine } = fakeMachine({
      root: true,
      apt: true,
      commands: { 'apt-get update': { ok: true }, 'apt-get install -y chromium': { ok: true } },
    });
    expect(() => ensureBrowser(machine)).toThrow(NO_BROWSER_MESSAGE);
  });

  it.each([
    { why: 'not root', root: false, apt: true },
    { why: 'no apt-get', root: true, apt: false },
  ])('never runs apt-get when $why, and stops with one line saying what to install', ({ root, apt }) => {
    const { machine, ran } = fakeMachine({ root, apt });
    expect(() => ensureBrowser(machine)).toThrow(new BrowserNotFoundError(NO_BROWSER_MESSAGE));
    expect(ran.map((r) => r.command)).toEqual([PLAYWRIGHT_INSTALL]);
    expect(NO_BROWSER_MESSAGE).not.toContain('\n');
  });

  it('does not install anything when CHROMIUM_PATH is wrong', () => {
    const { machine, ran } = fakeMachine({ env: { CHROMIUM_PATH: '/nope' }, root: true, apt: true });
    expect(() => ensureBrowser(machine)).toThrow(/CHROMIUM_PATH/);
    expect(ran).toEqual([]);
  });
});
