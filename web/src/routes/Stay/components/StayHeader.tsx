import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Unbroken, unbrokenSlot } from '../../../ui/Unbroken.tsx';
import type { StayHeader_reservation$key } from './__generated__/StayHeader_reservation.graphql.ts';
import styles from './StayHeader.module.css';
import { UnitPhoto } from './UnitPhoto.tsx';

type Props = { reservation: StayHeader_reservation$key; headingId: string };

const unitTypeKeys = {
  APARTMENT: 'unit.typeApartment',
  SUITE: 'unit.typeSuite',
  ROOM: 'unit.typeRoom',
  DORMITORY: 'unit.typeDormitory',
} as const;

/** The stay at a glance: a photo of the unit, the property, the unit and the booking number. */
export function StayHeader({ reservation, headingId }: Props) {
  const { t } = useTranslation('stay');
  const data = useFragment(
    graphql`
      fragment StayHeader_reservation on Reservation {
        confirmationNumber
        property {
          name
          city
        }
        unit {
          name
          number
          floor
          type
          images {
            url
            isPlaceholder
          }
        }
        unitCategory {
          name
          images {
            url
            isPlaceholder
          }
        }
      }
    `,
    reservation,
  );
  // The unit's own photos first, then its category's; the placeholder only when neither has one.
  const photo = [...(data.unit?.images ?? []), ...(data.unitCategory?.images ?? [])].find(
    (image) => !image.isPlaceholder,
  );
  const unitType = data.unit?.type;
  const unitLine = [
    data.unit?.name ?? data.unitCategory?.name,
    unitType && Object.hasOwn(unitTypeKeys, unitType)
      ? t(unitTypeKeys[unitType as keyof typeof unitTypeKeys])
      : null,
    data.unit?.floor ? t('unit.floor', { floor: data.unit.floor }) : null,
  ].filter(Boolean);
  return (
    <header className={styles.header}>
      <UnitPhoto url={photo?.url ?? null} className={styles.photo} />
      <div className={styles.text}>
        <p className={styles.city}>{data.property.city}</p>
        <h1 id={headingId}>{data.property.name}</h1>
        {unitLine.length > 0 && <p className={styles.unit}>{unitLine.join(' · ')}</p>}
        <p className={styles.booking}>
          <Unbroken
            sentence={t('header.bookingNumber', { bookingNumber: unbrokenSlot })}
            value={data.confirmationNumber}
          />
        </p>
      </div>
    </header>
  );
}
