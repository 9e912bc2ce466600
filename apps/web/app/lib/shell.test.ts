import { describe, expect, it } from 'vitest';
import { FALLBACK_SHELL, shellOf, toRootData, type ShellData } from './shell.ts';

const SHELL: ShellData = {
  ...FALLBACK_SHELL,
  companyName: 'Appliances "Online" & <Co>',
  navbar: { items: [] } as unknown as ShellData['navbar'],
  compare: { skus: ['A1', 'B2'] },
};

describe('root data', () => {
  it('sends the site as one JSON text and the compare list apart', () => {
    const root = toRootData(SHELL);
    expect(typeof root.site).toBe('string');
    expect(root.compare).toEqual({ skus: ['A1', 'B2'] });
    expect(JSON.parse(root.site)).not.toHaveProperty('compare');
  });

  it('reads back the same shell, once per loader answer', () => {
    // As the browser gets it: a fresh copy of the loader's answer, its text parsed there.
    const root = JSON.parse(JSON.stringify(toRootData(SHELL))) as ReturnType<typeof toRootData>;
    const shell = shellOf(root);
    expect(shell).toEqual(SHELL);
    expect(shellOf(root)).toBe(shell);
  });

  it('leaves the compare list out when the loader had none', () => {
    const { compare: _compare, ...site } = SHELL;
    const root = toRootData(site);
    expect(root).not.toHaveProperty('compare');
    expect(shellOf(root)).toEqual(site);
  });
});
