import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { stayShareUrl } from '../../../routing/paths.ts';
import { Button } from '../../../ui/Button.tsx';
import type { StayActions_reservation$key } from './__generated__/StayActions_reservation.graphql.ts';
import styles from './StayActions.module.css';

type Props = { reservation: StayActions_reservation$key };

/**
 * Beyond the spec, because guests ask for it: the check-in and check-out in their own calendar
 * (an `.ics` file), and the stay's link to share with whoever travels along (spec §6: the
 * invited guest manages the same stay, and sees nothing of the booker's account).
 */
export function StayActions({ reservation }: Props) {
  const { t, i18n } = useTranslation('stayDetails');
  const [shared, setShared] = useState<'copied' | 'failed' | null>(null);
  const data = useFragment(
    graphql`
      fragment StayActions_reservation on Reservation {
        slug
        confirmationNumber
        arrivalTime
        departureTime
        property {
          name
          addressLine1
          zipCode
          city
        }
      }
    `,
    reservation,
  );
  // The page's own origin, known in the browser when the guest taps (not when the server renders).
  const shareUrl = () => stayShareUrl(data.slug);
  const propertyName = data.property.name;

  // The file and the share sheet are built on a tap: their code loads then, not with the page.
  const addToCalendar = async () => {
    const { downloadCalendarFile, stayCalendarFile } = await import('../calendarFile.ts');
    const location = [data.property.addressLine1, data.property.zipCode, data.property.city]
      .filter(Boolean)
      .join(', ');
    const url = shareUrl();
    const file = stayCalendarFile({
      id: data.confirmationNumber,
      location,
      url,
      events: [
        {
          kind: 'check-in',
          at: data.arrivalTime,
          title: t('calendar.checkIn', { property: propertyName }),
        },
        {
          kind: 'check-out',
          at: data.departureTime,
          title: t('calendar.checkOut', { property: propertyName }),
        },
      ],
      description: t('calendar.description', { bookingNumber: data.confirmationNumber, url }),
      now: new Date(),
      language: i18n.language,
    });
    downloadCalendarFile(file, `stay-${data.confirmationNumber}.ics`);
  };

  const share = async () => {
    setShared(null);
    const { shareStayLink } = await import('../shareStay.ts');
    const outcome = await shareStayLink({
      url: shareUrl(),
      title: t('share.title', { property: propertyName }),
      text: t('share.text', { property: propertyName }),
    });
    if (outcome !== 'shared' && outcome !== 'cancelled') setShared(outcome);
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => void addToCalendar()}>
        {t('calendar.add')}
      </Button>
      <Button variant="secondary" onClick={() => void share()}>
        {t('share.button')}
      </Button>
      <p className={styles.outcome} role="status">
        {shared === 'copied' && t('share.copied')}
        {shared === 'failed' && t('share.failed', { url: shareUrl() })}
      </p>
    </div>
  );
}
