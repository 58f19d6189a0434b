import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { CleaningPrice, CleaningScreen } from './CleaningRoute.tsx';
import styles from './components/ProductDetails.module.css';
import { ProductScreen } from './components/ProductScreen.tsx';

/** `/stay/cleaning`: the cleanings the stay includes, the price of another, and when they happen. */
export function CleaningOverviewRoute() {
  const { t, i18n } = useTranslation('cleaning');
  return (
    <CleaningScreen
      render={({
        slug,
        productId,
        name,
        cleaning,
        booked,
        timeZone,
        price,
        isComplimentary,
        hasFreeSlot,
        noSlot,
      }) => (
        <ProductScreen
          productId={productId}
          type="MID_STAY_CLEANING"
          name={name}
          summary={
            <>
              <CleaningPrice isComplimentary={isComplimentary} price={price} />
              <p>{t('cleaning.intro')}</p>
            </>
          }
          action={
            hasFreeSlot && (
              <ButtonLink to={`/stay/cleaning/schedule?${new URLSearchParams({ slug })}`} fullWidth>
                {t('cleaning.schedule')}
              </ButtonLink>
            )
          }
        >
          <Card title={t('cleaning.yourCleanings')}>
            <ul className={styles.list}>
              <li>
                {cleaning.cleaningAllowance > 0
                  ? t('cleaning.allowance', { count: cleaning.cleaningAllowance })
                  : t('cleaning.noAllowance')}
              </li>
              {cleaning.scheduledCount > 0 && (
                <li>{t('cleaning.scheduled', { count: cleaning.scheduledCount })}</li>
              )}
              {booked.map((start) => (
                <li key={start}>
                  {t('cleaning.bookedFor', {
                    dateTime: formatDateTime(start, timeZone, i18n, 'dateTime'),
                  })}
                </li>
              ))}
              <li>
                {isComplimentary
                  ? t('cleaning.remaining', { count: cleaning.remainingComplimentaryCount })
                  : t('cleaning.extraPrice', { price: formatMoney(price, i18n) })}
              </li>
            </ul>
          </Card>
          <Card title={t('cleaning.whenHeading')}>
            <p>{t('cleaning.when')}</p>
          </Card>
          {!hasFreeSlot && noSlot}
        </ProductScreen>
      )}
    />
  );
}
