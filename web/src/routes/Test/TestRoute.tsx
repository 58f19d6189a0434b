import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { environmentForHost, useAppEnvironment } from '../../host/appEnvironment.ts';
import { usePresentation } from '../../host/presentation.ts';
import { stayPath } from '../../routing/paths.ts';
import type { RouteHandle } from '../../routing/routeHandle.ts';
import { readCurrentStay } from '../../session/currentStay.ts';
import { isSignedIn } from '../../session/session.ts';
import { Card } from '../../ui/Card.tsx';
import styles from './TestRoute.module.css';

/** The sandbox's demo stays (sandbox/README.md), one per state a tester usually needs. */
const demoStays = [
  ['demo-stay-helsinki', 'Helsinki: arrives today, details required'],
  ['demo-stay-london', 'London: checked in, departs today'],
  ['demo-stay-berlin', 'Berlin: checked in, not paid'],
  ['demo-stay-tallinn', 'Tallinn: ID verification required'],
  ['demo-stay-white-label', 'Bonn: white-label property'],
  ['demo-stay-past', 'Copenhagen: stay ended'],
] as const;

const routes = ['/check-in', '/stay', '/login', '/signup', '/account', '/reservations', '/error'];

/**
 * Testers' page (never in production): what this device's app is running as, and shortcuts to
 * the demo stays and routes. English only: it is not part of the guest's app.
 */
export const testRouteHandle = {
  pageTitle: () => 'Test page',
  drawnByBrowserOnly: "what the page shows of the device's storage",
} satisfies RouteHandle;

export function TestRoute() {
  const { i18n } = useTranslation();
  const environment = useAppEnvironment();
  const presentation = usePresentation();
  const facts: [string, string][] = [
    ['Build', import.meta.env.MODE],
    ['Environment', environment],
    ['Host environment', environmentForHost(window.location.hostname)],
    ['Presentation', presentation],
    ['Language', i18n.resolvedLanguage ?? ''],
    ['Signed in', isSignedIn() ? 'yes' : 'no'],
    ['Current stay', readCurrentStay()?.slug ?? 'none'],
    ['Service worker', navigator.serviceWorker?.controller ? 'controls the page' : 'none'],
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Test page</h1>
      <Card title="This app">
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Demo stays">
        <ul className={styles.links}>
          {demoStays.map(([slug, label]) => (
            <li key={slug}>
              <Link to={stayPath(slug)}>{label}</Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Routes">
        <ul className={styles.links}>
          {routes.map((path) => (
            <li key={path}>
              <Link to={path}>{path}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
