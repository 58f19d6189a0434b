import { RouteErrorScreen } from './RouteErrorScreen.tsx';

/** Last resort when the shell itself or a loader fails: a full reload is the only safe retry. */
export function RootErrorScreen() {
  return (
    <main className="app-main">
      <RouteErrorScreen onRetry={() => window.location.reload()} />
    </main>
  );
}
