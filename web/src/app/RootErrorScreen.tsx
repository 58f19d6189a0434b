import { useRevalidator, useRouteError } from 'react-router';
import { isCodeDownloadFailure } from '../relay/errors.ts';
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
 * the shell's outlet, so the header and the tabs stay. Retrying runs the route's loaders again;
 * a screen whose code could not be downloaded needs the page loaded again, as browsers keep a
 * failed module import for the page's life.
 */
export function ScreenErrorScreen() {
  const error = useRouteError();
  const { revalidate } = useRevalidator();
  const retry = isCodeDownloadFailure(error)
    ? () => window.location.reload()
    : () => void revalidate();
  return <RouteErrorScreen error={error} onRetry={retry} />;
}
