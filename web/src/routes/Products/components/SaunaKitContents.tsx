import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/Card.tsx';
import styles from './ProductDetails.module.css';

/** What the kit holds (spec §9): for 2 people, 2 of each, and one pine scent. */
const contents = [
  { key: 'saunaKit.faceMask', count: 2 },
  { key: 'saunaKit.water', count: 2 },
  { key: 'saunaKit.lemonade', count: 2 },
  { key: 'saunaKit.sponge', count: 2 },
  { key: 'saunaKit.towel', count: 2 },
  { key: 'saunaKit.bathrobe', count: 2 },
  { key: 'saunaKit.pineScent', count: 1 },
] as const;

export function SaunaKitContents() {
  const { t } = useTranslation('dailyProductDetails');
  return (
    <Card title={t('saunaKit.contentsHeading')}>
      <p>{t('saunaKit.forTwo')}</p>
      <ul className={styles.list}>
        {contents.map((item) => (
          <li key={item.key}>{t(item.key, { count: item.count })}</li>
        ))}
      </ul>
    </Card>
  );
}
