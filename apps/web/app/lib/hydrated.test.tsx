import { act, cleanup, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hydrated } from './hydrated.ts';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('Hydrated', () => {
  it('shows the no-script part from the server and through hydration, then the scripted one, re-rendering only itself', async () => {
    const commits: string[] = [];
    const holderRenders = vi.fn();
    function Holder() {
      holderRenders();
      return (
        <Profiler id="switch" onRender={(_id, phase) => commits.push(phase)}>
          <Hydrated before={<a href="#refine">Refine</a>}>
            <button type="button">Refine</button>
          </Hydrated>
        </Profiler>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Holder />);
    document.body.append(container);
    expect(screen.getByRole('link', { name: 'Refine' })).toBeTruthy();
    holderRenders.mockClear();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Holder />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('button', { name: 'Refine' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    // Hydrating rendered the holder once; the switch after it re-rendered the switch alone.
    expect(holderRenders).toHaveBeenCalledTimes(1);
    expect(commits).toEqual(['mount', 'update']);
  });
});
