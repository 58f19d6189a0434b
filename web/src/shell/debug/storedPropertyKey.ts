/**
 * The property key kept on this device that screens showing a property's content (the plan
 * page) use instead of the stay's, to look at another property's partners; set from the debug
 * panel. Only loaded outside production (`shell/debug/propertyKeyOverride.ts`), so production never runs
 * or downloads it.
 */
const propertyKeyOverrideKey = 'propertyKeyOverride';

export function readStoredPropertyKey(storage: Storage = localStorage): string | null {
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
