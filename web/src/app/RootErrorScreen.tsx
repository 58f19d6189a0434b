import { useRouteError } from 'react-router';
import styles from './AppLayout.module.css';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

/** Last resort when the shell itself or a loader fails: a full reload is the only safe retry. */
export function RootErrorScreen() {
  const error = useRouteError();
  return (
    <main className={styles.main}>
      <RouteErrorScreen error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}
