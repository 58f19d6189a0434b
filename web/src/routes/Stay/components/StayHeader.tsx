import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { StayHeader_reservation$key } from './__generated__/StayHeader_reservation.graphql.ts';

type Props = { reservation: StayHeader_reservation$key };

export function StayHeader({ reservation }: Props) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment StayHeader_reservation on Reservation {
        confirmationNumber
        property {
          name
          city
        }
      }
    `,
    reservation,
  );
  return (
    <header className="stay-header">
      <p className="stay-header__city">{data.property.city}</p>
      <h1 className="stay-header__name">{data.property.name}</h1>
      <p className="stay-header__booking">
        {t('stay.header.bookingNumber', { bookingNumber: data.confirmationNumber })}
      </p>
    </header>
  );
}
