import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Notice } from '../../../ui/Notice.tsx';
import type { ContactUs_property$key } from './__generated__/ContactUs_property.graphql.ts';
import styles from './ProductDetails.module.css';

type Props = { property: ContactUs_property$key; message: string };

/** Nothing left to book: what the spec says, and the property's phone and WhatsApp to ask. */
export function ContactUs({ property, message }: Props) {
  const { t } = useTranslation('products');
  const { contacts } = useFragment(
    graphql`
      fragment ContactUs_property on Property {
        contacts {
          phone
          whatsappNumber
        }
      }
    `,
    property,
  );
  return (
    <Notice tone="info" title={message}>
      {(contacts.phone || contacts.whatsappNumber) && (
        <ul className={styles.contacts}>
          {contacts.phone && (
            <li>
              <a href={`tel:${contacts.phone}`}>{t('contact.call', { phone: contacts.phone })}</a>
            </li>
          )}
          {contacts.whatsappNumber && (
            <li>
              <a
                href={`https://wa.me/${contacts.whatsappNumber.replace('+', '')}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('contact.whatsapp')}
              </a>
            </li>
          )}
        </ul>
      )}
    </Notice>
  );
}
