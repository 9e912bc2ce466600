import { act, cleanup, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdHydrated, Hydrated, releaseHydrated } from './hydrated.ts';

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

describe('holdHydrated / releaseHydrated', () => {
  it('keeps the parts as the server drew them through the page hydration, then switches each in a task of its own', async () => {
    const switches: { id: string; commitTime: number }[] = [];
    function Page() {
      return (
        <>
          {['a', 'b'].map((id) => (
            <Profiler
              key={id}
              id={id}
              onRender={(_id, phase, _actual, _base, _start, commitTime) => {
                if (phase === 'update') switches.push({ id, commitTime });
              }}
            >
              <Hydrated before={<a href={`#${id}`}>{id}</a>}>
                <button type="button">{id}</button>
              </Hydrated>
            </Profiler>
          ))}
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    holdHydrated();
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // Hydrated and still held: the server's no-script parts stay.
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(switches).toEqual([]);

    // Outside act, so React commits each switch when it happens rather than all at the end of an act scope.
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      const buttonsWhenDone: number[] = [];
      const done = vi.fn(() => buttonsWhenDone.push(screen.queryAllByRole('button').length));
      releaseHydrated(done);
      expect(done).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(done).toHaveBeenCalledTimes(1));
      expect(screen.getAllByRole('button')).toHaveLength(2);
      expect(screen.queryByRole('link')).toBeNull();
      // One commit per part, and the page is marked only once both have switched.
      expect(switches.map(({ id }) => id)).toEqual(['a', 'b']);
      expect(switches[0]!.commitTime).not.toBe(switches[1]!.commitTime);
      expect(buttonsWhenDone).toEqual([2]);
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('lets a part first drawn after the release show its scripted side at once', () => {
    releaseHydrated();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(
        <Hydrated before={<a href="#refine">Refine</a>}>
          <button type="button">Refine</button>
        </Hydrated>,
      );
    });
    expect(screen.getByRole('button', { name: 'Refine' })).toBeTruthy();
  });
});
