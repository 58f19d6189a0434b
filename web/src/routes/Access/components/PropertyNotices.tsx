import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Notice } from '../../../ui/Notice.tsx';
import type { PropertyNotices_property$key } from './__generated__/PropertyNotices_property.graphql.ts';

/** A `LocalDate` of the property's calendar as the guest's language writes a date. */
function calendarDate(localDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${localDate}T00:00:00Z`),
  );
}

/**
 * The property's notices in effect today (operator content, e.g. an elevator under renovation),
 * each with the days it applies. The server leaves out those that do not apply today.
 */
export function PropertyNotices({ property }: { property: PropertyNotices_property$key }) {
  const { t, i18n } = useTranslation('access');
  const { notices } = useFragment(
    graphql`
      fragment PropertyNotices_property on Property {
        notices {
          noticeId
          title
          body
          startsOn
          endsOn
        }
      }
    `,
    property,
  );
  return notices.map((notice) => (
    <Notice key={notice.noticeId} tone="warning" title={notice.title}>
      <p>{notice.body}</p>
      <p>
        {t('notice.when', {
          from: calendarDate(notice.startsOn, i18n.language),
          to: calendarDate(notice.endsOn, i18n.language),
        })}
      </p>
    </Notice>
  ));
}
