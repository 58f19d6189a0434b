import type { AppEnvironment } from './appEnvironment.ts';

const propertyKeyOverrideKey = 'propertyKeyOverride';

/**
 * Outside production, a property key kept on this device that screens showing a property's
 * content (the plan page) use instead of the stay's, to look at another property's partners.
 * Set from the debug panel. A production build has none of it: the check below is decided when
 * the bundle is built, so everything after it is left out.
 */
export function readPropertyKeyOverride(
  environment: AppEnvironment,
  storage: Storage = localStorage,
): string | null {
  if (import.meta.env.MODE === 'production' || environment === 'production') return null;
  const stored = storage.getItem(propertyKeyOverrideKey)?.trim();
  return stored ? stored : null;
}

export function storePropertyKeyOverride(
  key: string | null,
  storage: Storage = localStorage,
): void {
  const trimmed = key?.trim();
  if (trimmed) storage.setItem(propertyKeyOverrideKey, trimmed);
  else storage.removeItem(propertyKeyOverrideKey);
}
