import { createContext, useContext } from 'react';

/**
 * The client's environment (spec §1). It decides what the client itself does differently: error
 * reporting (production only), the debug tools and the property-key override (never in
 * production). The server side of an environment (base addresses, hardening, bot-check keys) is
 * the gateway's `APP_ENV`, which the client reads from `clientConfiguration`.
 */
export const appEnvironments = ['production', 'stage', 'test', 'development'] as const;
export type AppEnvironment = (typeof appEnvironments)[number];

const overrideKey = 'environmentOverride';

function isAppEnvironment(value: unknown): value is AppEnvironment {
  return appEnvironments.includes(value as AppEnvironment);
}

/**
 * From the host name: loopback and `*.localhost` are development; a `stage` or `test` label (or a
 * label starting `stage-`/`test-`, e.g. `stage-guest.example.com`) marks those; any other host is
 * production, so an unforeseen host name errs on the side of production's hardening.
 */
export function environmentForHost(hostname: string): AppEnvironment {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return 'development';
  if (/^127(\.\d{1,3}){3}$/.test(host)) return 'development';
  const labels = host.split('.');
  const marks = (name: string) =>
    labels.some((label) => label === name || label.startsWith(`${name}-`));
  if (marks('stage')) return 'stage';
  if (marks('test')) return 'test';
  return 'production';
}

export function readEnvironmentOverride(storage: Storage = localStorage): AppEnvironment | null {
  const stored = storage.getItem(overrideKey);
  return isAppEnvironment(stored) ? stored : null;
}

/** The host's environment, or outside production the stored override; production ignores it. */
export function resolveEnvironment(hostname: string, storage: Storage): AppEnvironment {
  const fromHost = environmentForHost(hostname);
  if (fromHost === 'production') return 'production';
  return readEnvironmentOverride(storage) ?? fromHost;
}

export function currentEnvironment(): AppEnvironment {
  // Outside a browser (build-time tools reading the route table) there is no host.
  if (typeof window === 'undefined') return 'production';
  return resolveEnvironment(window.location.hostname, localStorage);
}

type OverrideOptions = { hostname?: string; storage?: Storage; reload?: () => void };

/**
 * Sets (or with null clears) the stored override and reloads, so that everything the environment
 * decides starts over from it. Refused on a production host.
 */
export function setEnvironmentOverride(
  environment: AppEnvironment | null,
  {
    hostname = window.location.hostname,
    storage = localStorage,
    reload = () => window.location.reload(),
  }: OverrideOptions = {},
): void {
  if (environmentForHost(hostname) === 'production') {
    throw new Error('The environment cannot be overridden on a production host.');
  }
  if (environment === null) storage.removeItem(overrideKey);
  else storage.setItem(overrideKey, environment);
  reload();
}

export const AppEnvironmentContext = createContext<AppEnvironment>('production');

export function useAppEnvironment(): AppEnvironment {
  return useContext(AppEnvironmentContext);
}
