import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/Card.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import styles from './PartnerCard.module.css';

type Props = {
  name: string;
  description: string;
  address: string;
  googleMapsUrl: string;
  websiteUrl: string;
  tags: readonly string[];
  children?: ReactNode;
};

/** A partner venue (breakfast cafe, gym): where it is, what it offers, its links. */
export function PartnerCard({
  name,
  description,
  address,
  googleMapsUrl,
  websiteUrl,
  tags,
  children,
}: Props) {
  const { t } = useTranslation('dailyProductDetails');
  return (
    <Card title={name}>
      <p>{description}</p>
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('partner.tags')}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {children}
      <ul className={styles.links}>
        <li>
          <a href={googleMapsUrl} target="_blank" rel="noreferrer" className={styles.link}>
            <Icon name="place" size={20} />
            <span>
              {address}
              <span className="visually-hidden"> {t('partner.opensMap')}</span>
            </span>
          </a>
        </li>
        <li>
          <a href={websiteUrl} target="_blank" rel="noreferrer" className={styles.link}>
            <Icon name="openInNew" size={20} />
            <span>{t('partner.website')}</span>
          </a>
        </li>
      </ul>
    </Card>
  );
}
