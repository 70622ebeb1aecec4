import { Component, type ComponentType, type ErrorInfo, type ReactNode, use } from 'react';

/** A part of the chat that loads on demand (its own chunk), and a way to start loading it early. */
export interface LazyPart<Props extends object> {
  /** Renders the part; suspends (nearest `<Suspense>`) only until its chunk has arrived. */
  Part: (props: Props) => ReactNode;
  /**
   * Starts loading the chunk, or loads it again after a failure; resolves (never rejects) when the
   * attempt is over. Safe to call many times: one request at a time.
   */
  preload: () => Promise<unknown>;
  /** Whether the chunk has arrived (then `Part` renders without suspending). */
  isLoaded: () => boolean;
}

/**
 * A code-split part of the page. Unlike `React.lazy`, once the chunk has arrived the part renders
 * at once, without a fallback frame, so a part preloaded while the page waits on the network
 * never flashes a loading state. After a failed load, `preload()` (e.g. a boundary's retry) tries again.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  let failed = false;
  const request = () => {
    failed = false;
    // The settled promise carries React's thenable status, so `use()` reads it without suspending
    // (and is called on every render: React requires it once a render has suspended on it).
    const promise: Promise<ComponentType<Props>> & { status?: string; value?: unknown; reason?: unknown } = load().then(
      (component) => {
        loaded = component;
        Object.assign(promise, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        failed = true;
        Object.assign(promise, { status: 'rejected', reason: error });
        throw error;
      },
    );
    pending = promise;
    return promise;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module load (parts.ts), never during a render.
  function Part(props: Props) {
    // A failed load stays failed for rendering (the error boundary shows it) until `preload()`
    // asks again: re-requesting on every render would loop while the network is down.
    const Loaded = use(pending ?? request());
    return <Loaded {...props} />;
  }
  return {
    Part,
    // A preload's failure is not reported here: the part, once rendered, shows it.
    preload: () => (loaded ? Promise.resolve() : (pending && !failed ? pending : request()).catch(() => undefined)),
    isLoaded: () => loaded !== null,
  };
}

interface PartBoundaryProps {
  children: ReactNode;
  /** What stands in when the part's chunk could not load; `retry` loads and renders it again. */
  fallback: (retry: () => void) => ReactNode;
  /** Called by `retry` before the part renders again: the part's `preload`, to request it anew. */
  onRetry?: () => unknown;
}

/** Keeps a part that failed to load (offline, a new deploy) from taking the whole page down. */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Still visible to developers; the user sees the fallback.
    console.error(error, info.componentStack);
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
