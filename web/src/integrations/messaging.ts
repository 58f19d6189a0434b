import { messagingAppId } from './settings.ts';

/**
 * The customer-messaging adapter. With an app id (`VITE_MESSAGING_APP_ID`) the vendor's widget
 * (`messaging/messengerWidget.ts`, loaded lazily, eu region, launcher hidden) is the live chat;
 * the contacts (`ui/ContactOptions.tsx`) offer it beside phone, WhatsApp and e-mail, and without
 * one they offer only those. The widget's unread count goes to the shell (`shell/shellState.ts`).
 */
export function isMessagingAvailable(appId: string = messagingAppId): boolean {
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

// Where the widget's unread count goes: the shell's badge, once the shell has started the widget.
let unreadCountListener: (count: number) => void = () => undefined;

/**
 * Starts the widget (once) with what is known, its unread count going to `onUnreadCount`; a
 * no-op without an app id. The shell calls it on every stay screen.
 */
export async function updateMessenger(
  details: MessengerDetails,
  onUnreadCount: (count: number) => void,
): Promise<void> {
  unreadCountListener = onUnreadCount;
  if (!isMessagingAvailable()) return;
  const widget = await import('./messaging/messengerWidget.ts');
  widget.updateMessenger(messagingAppId, details, unreadCountListener);
}

/** Opens the chat (the launcher is hidden: the contacts' chat button opens it). */
export async function openMessenger(): Promise<void> {
  if (!isMessagingAvailable()) return;
  const widget = await import('./messaging/messengerWidget.ts');
  widget.updateMessenger(messagingAppId, {}, (count) => unreadCountListener(count));
  widget.showMessenger();
}
