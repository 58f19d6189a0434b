import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { messagingAppId, supportEmail } from '../integrations/settings.ts';
import type { ContactOptions_property$key } from './__generated__/ContactOptions_property.graphql.ts';
import { Card } from './Card.tsx';
import styles from './ContactOptions.module.css';
import { Icon, type IconName } from './Icon.tsx';
import { useHydrated } from './useHydrated.ts';

type Props = {
  /** The property whose staff the guest reaches: its phone and WhatsApp number. */
  property: ContactOptions_property$key;
};

/**
 * A card headed 'Contact us' with the ways to reach the staff, where reaching us is a section of
 * its own (the stay page, Ask and Help).
 */
export function ContactCard({ property }: Props) {
  const { t } = useTranslation('contact');
  return (
    <Card title={t('options.heading')}>
      <ContactOptions property={property} />
    </Card>
  );
}

/**
 * The ways to reach the staff, without a heading of their own: inside a card that says why (a
 * door code that does not work, a check-in that needs a person). The live chat where the
 * messaging widget is set up, the property's phone and WhatsApp, and the support e-mail (spec
 * §1, §7).
 */
export function ContactOptions({ property }: Props) {
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
      phone={contacts.phone ?? null}
      whatsappNumber={contacts.whatsappNumber ?? null}
      supportEmail={supportEmail}
      // Without an app id there is no widget (and the build drops `openChat`).
      openChat={messagingAppId === '' ? undefined : openChat}
    />
  );
}

/**
 * The operator's own ways to reach support, for a guest whose property is not known (no stay on
 * this device, or it could not be loaded): the live chat and the support e-mail where set up.
 */
export function OperatorContactOptions() {
  return (
    <ContactList
      phone={null}
      whatsappNumber={null}
      supportEmail={supportEmail}
      openChat={messagingAppId === '' ? undefined : openChat}
    />
  );
}

/** Opens the messaging widget, whose code loads on the first press. */
function openChat(): void {
  void import('../integrations/messaging.ts').then((messaging) => messaging.openMessenger());
}

type ContactListProps = {
  /** `+` and digits (the gateway normalises it), or null. */
  phone: string | null;
  whatsappNumber: string | null;
  /** The operator's support address; empty where the deployment has none. */
  supportEmail: string;
  /** Opens the live chat; only where the messaging widget is set up. */
  openChat?: () => void;
};

/**
 * The options from plain values, each only when it exists, or where to find us when none does.
 * Each is a link the phone's own apps take over, named by what it does and the number or address
 * it goes to; the chat is a button.
 */
export function ContactList({ phone, whatsappNumber, supportEmail, openChat }: ContactListProps) {
  const { t } = useTranslation('contact');
  const hydrated = useHydrated();
  const links: { icon: IconName; label: string; value: string; href: string; newWindow?: true }[] =
    [];
  if (phone)
    links.push({ icon: 'phone', label: t('options.call'), value: phone, href: `tel:${phone}` });
  if (whatsappNumber) {
    // A web address: it leaves the app, so it opens in a window of its own.
    links.push({
      icon: 'whatsapp',
      label: t('options.whatsapp'),
      value: whatsappNumber,
      href: `https://wa.me/${whatsappNumber.replace(/\D/g, '')}`,
      newWindow: true,
    });
  }
  if (supportEmail) {
    links.push({
      icon: 'email',
      label: t('options.email'),
      value: supportEmail,
      href: `mailto:${supportEmail}`,
    });
  }
  if (!openChat && links.length === 0) return <p>{t('options.none')}</p>;
  return (
    <ul className={styles.list}>
      {openChat && (
        <li>
          <button
            type="button"
            className={styles.option}
            onClick={openChat}
            // Inert on a server-drawn page until the app runs it (`ui/Button`).
            disabled={!hydrated}
          >
            <Icon name="chat" />
            <span className={styles.label}>{t('options.chat')}</span>
          </button>
        </li>
      )}
      {links.map(({ icon, label, value, href, newWindow }) => (
        <li key={icon}>
          <a
            className={styles.option}
            href={href}
            target={newWindow && '_blank'}
            rel={newWindow && 'noopener noreferrer'}
          >
            <Icon name={icon} />
            <span className={styles.label}>{label}</span>{' '}
            <span className={styles.value}>
              {value}
              {newWindow && <span className="visually-hidden"> {t('options.newWindow')}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
