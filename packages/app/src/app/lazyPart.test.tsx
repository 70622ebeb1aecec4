import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LazyPart, lazyPart, PartBoundary } from './lazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        arrive = () => resolve(Greeting);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function Page({ part }: { part: LazyPart<{ name: string }> }) {
  return (
    <PartBoundary
      onRetry={part.preload}
      fallback={(retry) => (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    >
      <Suspense fallback={<p role="status">Loading the greeting</p>}>
        <part.Part name="Selene" />
      </Suspense>
    </PartBoundary>
  );
}

/**
 * Settles a chunk inside `act` and lets its callbacks run, so that React's retry of the suspended
 * part happens before the assertions (outside `act` a test renderer would not flush it).
 */
async function arrival(settle: () => void) {
  await act(async () => {
    settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('lazyPart', () => {
  it('shows the fallback until the chunk arrives, then the part', async () => {
    const chunk = deferredChunk();
    const part = lazyPart(chunk.load);
    await act(async () => {
      render(<Page part={part} />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting');
    expect(part.isLoaded()).toBe(false);
    await arrival(chunk.arrive);
    expect(screen.getByText('Hello, Selene')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(part.isLoaded()).toBe(true);
  });

  it('once preloaded, renders at once with no loading frame, and loads only once', async () => {
    const chunk = deferredChunk();
    const part = lazyPart(chunk.load);
    const first = part.preload();
    const second = part.preload();
    chunk.arrive();
    await Promise.all([first, second]);
    expect(chunk.load).toHaveBeenCalledOnce();
    render(<Page part={part} />);
    // Synchronously, without waiting: no fallback frame was committed.
    expect(screen.getByText('Hello, Selene')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledOnce();
  });

  it('a chunk that fails shows the boundary fallback; trying again loads it anew', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunks = [deferredChunk(), deferredChunk()];
    let call = 0;
    const part = lazyPart(() => {
      const chunk = chunks[call++] as (typeof chunks)[number];
      return chunk.load();
    });
    await act(async () => {
      render(<Page part={part} />);
    });
    await arrival(() => chunks[0]?.fail(new Error('offline')));
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(part.isLoaded()).toBe(false);
    await act(async () => retry.click());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting');
    await arrival(() => chunks[1]?.arrive());
    expect(screen.getByText('Hello, Selene')).toBeInTheDocument();
    expect(call).toBe(2);
  });

  it('a failed preload is quiet; the next preload asks again', async () => {
    let attempts = 0;
    const part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(part.preload()).resolves.toBeUndefined();
    expect(part.isLoaded()).toBe(false);
    await part.preload();
    expect(attempts).toBe(2);
    render(<Page part={part} />);
    expect(screen.getByText('Hello, Selene')).toBeInTheDocument();
  });

  it('a failure stays shown (no request loop) until Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async (): Promise<typeof Greeting> => {
      throw new Error('offline');
    });
    const part = lazyPart(load);
    await act(async () => {
      render(<Page part={part} />);
    });
    await arrival(() => undefined);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // Renders after the failure (React's own retries, other updates) do not request it again.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledOnce();
  });
});
