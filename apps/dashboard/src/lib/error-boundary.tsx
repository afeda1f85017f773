import { Component, type ReactNode } from 'react';

interface BoundaryProps {
  readonly children: ReactNode;
  readonly fallback: (error: unknown) => ReactNode;
  /** A new value clears a caught error: the user went elsewhere. */
  readonly resetKey: string;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: string;
}

/** A route's error boundary: what failed to render (or to load) shows `fallback` instead. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    failed: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
