import type { AppEnvironment } from '../../host/appEnvironment.ts';

/**
 * Outside production (decided at run time, spec §1), the property key the debug panel stored on
 * this device, which the plan page uses instead of the stay's. In production it answers null
 * before anything else: the override's code is a chunk of its own that production never loads.
 */
export async function readPropertyKeyOverride(environment: AppEnvironment): Promise<string | null> {
  if (environment === 'production') return null;
  const { readStoredPropertyKey } = await import('./storedPropertyKey.ts');
  return readStoredPropertyKey();
}
