import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorCodeOf, isOfflineError } from '../relay/errors.ts';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

type Props = {
  resetKey: string;
  /** Runs before the boundary renders its children again, e.g. to reload the route's data. */
  onRetry: () => Promise<void>;
  children: ReactNode;
};
type State = { error: unknown; failedAt: string | null };

/**
 * Catches what a screen throws while rendering (including Relay's typed network errors) so the
 * header and tab bar stay usable; moving to another path clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { error: null, failedAt: null };
    }
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed to render', error, info.componentStack);
    // No connection and an expired session are the guest's situation, not the app's fault.
    const code = errorCodeOf(error);
    if (!isOfflineError(error) && code !== 'UNAUTHENTICATED') {
      void import('../integrations/errorReporting.ts').then((reporting) =>
        reporting.reportError(error, { where: 'route' }),
      );
    }
  }

  private readonly retry = async () => {
    await this.props.onRetry();
    this.setState({ error: null, failedAt: null });
  };

  override render() {
    return this.state.error ? (
      <RouteErrorScreen error={this.state.error} onRetry={() => void this.retry()} />
    ) : (
      this.props.children
    );
  }
}
