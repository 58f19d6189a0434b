import Intercom, { onUnreadCountChange, show, update } from '@intercom/messenger-js-sdk';
import type { MessengerDetails } from '../messaging.ts';

let booted = false;

/** The vendor's attributes for the details of spec §7 (source Messenger, property city and name). */
export function messengerAttributes(details: MessengerDetails): Record<string, string> {
  const attributes: Record<string, string | undefined> = {
    user_id: details.userId,
    email: details.email,
    name: details.name,
    user_hash: details.userHash,
    source: 'Messenger',
    property_city: details.propertyCity,
    property_name: details.propertyName,
  };
  return Object.fromEntries(
    Object.entries(attributes).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Boots the widget on the first call (eu region, launcher hidden), then updates it. */
export function updateMessenger(
  appId: string,
  details: MessengerDetails,
  onUnreadCount: (count: number) => void,
): void {
  const attributes = messengerAttributes(details);
  if (!booted) {
    booted = true;
    Intercom({
      app_id: appId,
      region: 'eu',
      hide_default_launcher: true,
      ...attributes,
    });
    onUnreadCountChange((count: number) => onUnreadCount(count));
    return;
  }
  update(attributes);
}

export function showMessenger(): void {
  show();
}
