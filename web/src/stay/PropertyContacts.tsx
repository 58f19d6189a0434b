import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { PropertyContacts_property$key } from './__generated__/PropertyContacts_property.graphql.ts';
import styles from './PropertyContacts.module.css';

type Props = { property: PropertyContacts_property$key };

/** How to reach the property's staff: call, or write on WhatsApp. Nothing when it has neither. */
export function PropertyContacts({ property }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment PropertyContacts_property on Property {
        contacts {
          phone
          whatsappNumber
        }
      }
    `,
    property,
  );
  const { phone, whatsappNumber } = data.contacts;
  if (!phone && !whatsappNumber) return <p>{t('contacts.none')}</p>;
  return (
    <ul className={styles.contacts}>
      {phone && (
        <li>
          <a className={styles.contact} href={`tel:${phone}`}>
            <span className={styles.kind}>{t('contacts.call')}</span>
            <span className={styles.number}>{phone}</span>
          </a>
        </li>
      )}
      {whatsappNumber && (
        <li>
          <a
            className={styles.contact}
            href={`https://wa.me/${whatsappNumber.replace('+', '')}`}
            target="_blank"
            rel="noreferrer"
          >
            <span className={styles.kind}>{t('contacts.whatsapp')}</span>
            <span className={styles.number}>{whatsappNumber}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
