import { integrationSettings } from './settings.ts';

/**
 * The customer-messaging adapter. With an app id (`VITE_MESSAGING_APP_ID`) the vendor's widget
 * (`messaging/messengerWidget.ts`, loaded lazily, eu region, launcher hidden) is the live chat;
 * without one there is no chat and screens show `ui/ContactOptions.tsx` (phone, WhatsApp,
 * e-mail). The widget's unread count goes to the shell (`app/shellState.ts`).
 */
export function isMessagingAvailable(appId: string = integrationSettings.messagingAppId): boolean {
  return appId !== '';
}

/** Who is chatting and about which stay (spec §7: the widget is updated with these). */
export type MessengerDetails = {
  userId?: string;
  email?: string;
  name?: string;
  userHash?: string;
  propertyCity?: string;
  propertyName?: string;
};

/**
 * Starts the widget (once) with what is known; a no-op without an app id. Its unread count goes
 * to `onUnreadCount` (the shell's badge).
 */
export async function updateMessenger(
  details: MessengerDetails,
  onUnreadCount: (count: number) => void,
): Promise<void> {
  if (!isMessagingAvailable()) return;
  const widget = await import('./messaging/messengerWidget.ts');
  widget.updateMessenger(integrationSettings.messagingAppId, details, onUnreadCount);
}

/** Opens the chat (the launcher is hidden: the Ask screen's button opens it). */
export async function openMessenger(onUnreadCount: (count: number) => void): Promise<void> {
  if (!isMessagingAvailable()) return;
  const widget = await import('./messaging/messengerWidget.ts');
  widget.updateMessenger(integrationSettings.messagingAppId, {}, onUnreadCount);
  widget.showMessenger();
}
