import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SupportHours_support$key } from './__generated__/SupportHours_support.graphql.ts';
import styles from './SupportHours.module.css';

/** `07:00` as the guest's language writes a time of day. */
function clockTime(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(Date.UTC(1970, 0, 1, hours, minutes));
}

/** `+02:00` → `GMT+2`, `-03:30` → `GMT-3:30`, as the operator's guides write it. */
function offsetLabel(offset: string): string {
  const [, sign = '+', hours = '00', minutes = '00'] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? [];
  return `GMT${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/**
 * When support answers, per channel: operator content (`Query.support`), so new hours need no
 * new app. Times in the guest's language, in the zone the operator states them in.
 */
type Props = {
  support: SupportHours_support$key;
  /** The live chat is set up here: only then is its reply time worth saying. */
  liveChat: boolean;
};

export function SupportHours({ support, liveChat }: Props) {
  const { t, i18n } = useTranslation('contact');
  const { hours, chatReplyMinutes } = useFragment(
    graphql`
      fragment SupportHours_support on Support {
        hours {
          channel
          alwaysOpen
          opens
          closes
          utcOffset
        }
        chatReplyMinutes
      }
    `,
    support,
  );
  const when = (entry: (typeof hours)[number]) =>
    entry.alwaysOpen || !entry.opens || !entry.closes || !entry.utcOffset
      ? t('hours.alwaysOpen')
      : t('hours.range', {
          opens: clockTime(entry.opens, i18n.language),
          closes: clockTime(entry.closes, i18n.language),
          zone: offsetLabel(entry.utcOffset),
        });
  const lines = hours.flatMap((entry) => {
    if (entry.channel === 'PHONE') return [t('hours.phone', { hours: when(entry) })];
    if (entry.channel === 'WHATSAPP') return [t('hours.whatsapp', { hours: when(entry) })];
    if (entry.channel === 'CHAT') return [t('hours.chat', { hours: when(entry) })];
    return [];
  });
  if (liveChat && chatReplyMinutes) lines.push(t('hours.chatReply', { minutes: chatReplyMinutes }));
  if (lines.length === 0) return null;
  return (
    <div className={styles.hours}>
      <h3 className={styles.heading}>{t('hours.heading')}</h3>
      <ul className={styles.list}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
