import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SupportHours_support$key } from './__generated__/SupportHours_support.graphql.ts';
import { type FormatLanguage, formatDateTime } from './format.ts';
import styles from './SupportHours.module.css';

/**
 * A time of the operator's day (`07:00` at `+02:00`) on the property's wall clock today, as the
 * guest's language writes it: support hours stated in one offset read right at every property.
 */
function propertyClockTime(
  time: string,
  utcOffset: string,
  timeZone: string,
  language: FormatLanguage,
  now: Date,
): string | null {
  const offset = /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!offset || !clock) return null;
  const [, sign, offsetHours, offsetMinutes] = offset;
  const offsetMs =
    (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  // Today as the operator's clock has it, at the stated time, as an instant.
  const operatorToday = new Date(now.getTime() + offsetMs);
  const instant =
    Date.UTC(
      operatorToday.getUTCFullYear(),
      operatorToday.getUTCMonth(),
      operatorToday.getUTCDate(),
      Number(clock[1]),
      Number(clock[2]),
    ) - offsetMs;
  return formatDateTime(new Date(instant).toISOString(), timeZone, language, 'time');
}

/**
 * When support answers, per channel: operator content (`Query.support`), so new hours need no
 * new app. Times in the guest's language, in the zone the operator states them in.
 */
type Props = {
  support: SupportHours_support$key;
  /** The property the guest asks about: the hours are told on its clock. */
  property: { timeZone: string; city: string };
  /** The live chat is set up here: only then is its reply time worth saying. */
  liveChat: boolean;
};

export function SupportHours({ support, property, liveChat }: Props) {
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
  const when = (entry: (typeof hours)[number]) => {
    const at = (time: string | null | undefined) =>
      time && entry.utcOffset
        ? propertyClockTime(time, entry.utcOffset, property.timeZone, i18n, new Date())
        : null;
    const opens = at(entry.opens);
    const closes = at(entry.closes);
    return entry.alwaysOpen || !opens || !closes
      ? t('hours.alwaysOpen')
      : t('hours.range', { opens, closes, city: property.city });
  };
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
