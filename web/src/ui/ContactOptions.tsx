import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { isMessagingAvailable, openMessenger } from '../integrations/messaging.ts';
import { integrationSettings } from '../integrations/settings.ts';
import type { ContactOptions_property$key } from './__generated__/ContactOptions_property.graphql.ts';
import { Card } from './Card.tsx';
import styles from './ContactOptions.module.css';
import { Icon } from './Icon.tsx';

type Props = {
  property: ContactOptions_property$key;
  /** The card's heading level where it is placed. */
  headingLevel?: 2 | 3;
};

/**
 * How a guest reaches the staff: the live chat when the messaging widget is set up, and the
 * property's phone and WhatsApp and the support e-mail (spec §1, §7). Each is a real link, so the
 * phone's own apps take over.
 */
export function ContactOptions({ property, headingLevel = 2 }: Props) {
  const { contacts } = useFragment(
    graphql`
      fragment ContactOptions_property on Property {
        contacts {
          phone
          whatsappNumber
        }
      }
    `,
    property,
  );
  return (
    <ContactList
      phone={contacts.phone}
      whatsappNumber={contacts.whatsappNumber}
      email={integrationSettings.supportEmail}
      chat={isMessagingAvailable()}
      headingLevel={headingLevel}
    />
  );
}

type ContactListProps = {
  phone: string | null | undefined;
  whatsappNumber: string | null | undefined;
  email: string;
  /** The live chat (the messaging widget) is set up. */
  chat: boolean;
  headingLevel?: 2 | 3;
};

/** The contacts as links; each shows only when it exists. */
export function ContactList({
  phone,
  whatsappNumber,
  email,
  chat,
  headingLevel = 2,
}: ContactListProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('contact.title')} headingLevel={headingLevel}>
      <ul className={styles.list}>
        {chat && (
          <li>
            <button type="button" className={styles.option} onClick={() => void openMessenger()}>
              <Icon name="chat" />
              <span className={styles.label}>{t('contact.chat')}</span>
            </button>
          </li>
        )}
        {phone && (
          <li>
            <a className={styles.option} href={`tel:${phone}`}>
              <Icon name="phone" />
              <span className={styles.label}>{t('contact.phone')}</span>
              <span className={styles.value}>{phone}</span>
            </a>
          </li>
        )}
        {whatsappNumber && (
          <li>
            <a
              className={styles.option}
              href={`https://wa.me/${whatsappNumber.replace(/\D/g, '')}`}
              target="_blank"
              rel="noreferrer"
            >
              <Icon name="whatsapp" />
              <span className={styles.label}>{t('contact.whatsapp')}</span>
              <span className={styles.value}>{whatsappNumber}</span>
            </a>
          </li>
        )}
        {email && (
          <li>
            <a className={styles.option} href={`mailto:${email}`}>
              <Icon name="email" />
              <span className={styles.label}>{t('contact.email')}</span>
              <span className={styles.value}>{email}</span>
            </a>
          </li>
        )}
      </ul>
    </Card>
  );
}
