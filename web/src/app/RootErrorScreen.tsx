import { useRevalidator, useRouteError } from 'react-router';
import styles from './AppLayout.module.css';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

/** Last resort when the shell itself fails: a full reload is the only safe retry. */
export function RootErrorScreen() {
  const error = useRouteError();
  return (
    <main className={styles.main}>
      <RouteErrorScreen error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}

/**
 * A screen whose loader or code failed (a screen not visited before, opened offline): shown in
 * the shell's outlet, so the header and the tabs stay. Retrying runs the route's loaders again,
 * which downloads a screen's code that failed to arrive.
 */
export function ScreenErrorScreen() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  return <RouteErrorScreen error={error} onRetry={() => void revalidate()} />;
}
