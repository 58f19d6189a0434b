import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { setUnreadMessages } from '../app/shellState.ts';
import { isMessagingAvailable, openMessenger } from '../integrations/messaging.ts';
import { integrationSettings } from '../integrations/settings.ts';
import type { ContactOptions_property$key } from './__generated__/ContactOptions_property.graphql.ts';
import { Card } from './Card.tsx';
import styles from './ContactOptions.module.css';
import { Icon } from './Icon.tsx';

// Material Symbols' outline shapes (Apache-2.0), kept here so they load with this part only.
const iconPaths = {
  chat: 'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2Zm0 14H5.17L4 17.17V4h16v12Z',
  phone:
    'M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79h1.51m9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75l1.2-1.19M7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57a.84.84 0 0 0-.31-.05c-.26 0-.51.1-.71.29l-2.2 2.2a15.15 15.15 0 0 1-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02A11.36 11.36 0 0 1 8.5 4c0-.55-.45-1-1-1Z',
  whatsapp:
    'M12.04 2A9.9 9.9 0 0 0 3.5 16.9L2 22l5.25-1.38A9.9 9.9 0 1 0 12.04 2Zm0 18.15c-1.48 0-2.93-.4-4.2-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.23 8.23 0 1 1 6.99 3.86Zm4.52-6.16c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.13-.17.25-.64.81-.78.97-.14.17-.29.19-.54.06a6.7 6.7 0 0 1-3.36-2.94c-.25-.43.25-.4.72-1.34.08-.17.04-.31-.02-.43l-.76-1.83c-.2-.48-.4-.42-.56-.42h-.47a.9.9 0 0 0-.66.31c-.22.25-.86.85-.86 2.07s.89 2.4 1.01 2.56c.12.17 1.74 2.66 4.22 3.73 1.57.68 2.18.74 2.97.62.48-.07 1.47-.6 1.68-1.18.21-.58.21-1.08.14-1.18-.06-.11-.22-.17-.48-.29Z',
  email:
    'M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6Zm-2 0-8 5-8-5h16Zm0 12H4V8l8 5 8-5v10Z',
} as const;

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
            <button
              type="button"
              className={styles.option}
              onClick={() => void openMessenger(setUnreadMessages)}
            >
              <Icon path={iconPaths.chat} />
              <span className={styles.label}>{t('contact.chat')}</span>
            </button>
          </li>
        )}
        {phone && (
          <li>
            <a className={styles.option} href={`tel:${phone}`}>
              <Icon path={iconPaths.phone} />
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
              <Icon path={iconPaths.whatsapp} />
              <span className={styles.label}>{t('contact.whatsapp')}</span>
              <span className={styles.value}>{whatsappNumber}</span>
            </a>
          </li>
        )}
        {email && (
          <li>
            <a className={styles.option} href={`mailto:${email}`}>
              <Icon path={iconPaths.email} />
              <span className={styles.label}>{t('contact.email')}</span>
              <span className={styles.value}>{email}</span>
            </a>
          </li>
        )}
      </ul>
    </Card>
  );
}
