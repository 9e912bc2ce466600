import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { partOnDemand } from './on-demand.ts';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Part = ({ word }: { word: string }) => <p>{word}</p>;

describe('partOnDemand', () => {
  it('fetches the part only when it renders, shows the fallback meanwhile, then the part', async () => {
    const chunk = deferred<{ Part: typeof Part }>();
    let fetches = 0;
    const usePart = partOnDemand(() => {
      fetches += 1;
      return chunk.promise;
    });
    function Host() {
      const Loaded = usePart().Part;
      return <Loaded word="Staff-assisted order" />;
    }
    expect(fetches).toBe(0);
    // A suspending `use` is retried by React within an awaited act (as React's testing guidance asks).
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Host />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => chunk.resolve({ Part }));
    expect(screen.getByText('Staff-assisted order')).toBeTruthy();
    expect(fetches).toBe(1);
  });

  it('renders at once, without suspending, once the part is there', async () => {
    const usePart = partOnDemand(() => Promise.resolve({ Part }));
    function Host({ word }: { word: string }) {
      const Loaded = usePart().Part;
      return <Loaded word={word} />;
    }
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <Suspense fallback={<p>waiting</p>}>
          <Host word="first" />
        </Suspense>,
      );
    });
    expect(screen.getByText('first')).toBeTruthy();
    view.rerender(
      <Suspense fallback={<p>waiting</p>}>
        <Host word="second" />
      </Suspense>,
    );
    expect(screen.getByText('second')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('fetches again after a failed fetch, rather than keeping the failure', async () => {
    let attempts = 0;
    const usePart = partOnDemand(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Part });
    });
    function Host() {
      const Loaded = usePart().Part;
      return <Loaded word="back" />;
    }
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>waiting</p>}>
            <Host />
          </Suspense>
        </Boundary>,
      );
    });
    // React renders once more after an error before giving up; that render fetches again and finds the part.
    expect(screen.getByText('back')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
