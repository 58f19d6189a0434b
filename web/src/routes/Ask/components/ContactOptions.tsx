import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/Card.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import styles from './ContactOptions.module.css';

type Props = {
  /** `+` and digits (the gateway normalises it), or null. */
  phone: string | null;
  whatsappNumber: string | null;
};

/** How to reach the property's staff: a call, or a WhatsApp chat. */
export function ContactOptions({ phone, whatsappNumber }: Props) {
  const { t } = useTranslation('ask');
  return (
    <Card title={t('ask.contactHeading')}>
      {phone || whatsappNumber ? (
        <ul className={styles.options}>
          {whatsappNumber && (
            <li>
              <a
                className={styles.option}
                href={`https://wa.me/${whatsappNumber.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="chat" />
                <span>
                  {t('ask.whatsapp')}
                  <span className="visually-hidden">{t('ask.newWindow')}</span>
                </span>
              </a>
            </li>
          )}
          {phone && (
            <li>
              <a className={styles.option} href={`tel:${phone}`}>
                <Icon name="help" />
                <span>{t('ask.call', { phone })}</span>
              </a>
            </li>
          )}
        </ul>
      ) : (
        <p>{t('ask.noContacts')}</p>
      )}
    </Card>
  );
}
