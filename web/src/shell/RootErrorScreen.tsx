import { useLocation, useNavigate, useRouteError } from 'react-router';
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
 * A screen whose loader, code or render failed (a screen not visited before, opened offline; a
 * stay the hotel's system could not give): shown in the shell's outlet, so the header and the
 * tabs stay. Retrying goes to the same address again, which runs the route's loaders and draws
 * the screen anew (a revalidation alone leaves an error met while drawing on screen); a screen
 * whose code could not be downloaded needs the page loaded again, as browsers keep a failed
 * module import for the page's life.
 */
export function ScreenErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const retry = isCodeDownloadFailure(error)
    ? () => window.location.reload()
    : () => void navigate({ pathname, search, hash }, { replace: true });
  return <RouteErrorScreen error={error} onRetry={retry} />;
}
