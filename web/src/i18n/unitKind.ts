/**
 * The i18next context that words a text for where the guest sleeps (`key_apartment` or
 * `key_room`), from the stay's `unitKind`: a hotel room is never called an apartment. A kind newer
 * than this build reads as a room, as the gateway words unknown kinds.
 */
export type UnitContext = 'apartment' | 'room';

export function unitContext(kind: string | null | undefined): UnitContext {
  return kind === 'APARTMENT' ? 'apartment' : 'room';
}
