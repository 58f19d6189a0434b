import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router';
import { CardBrandMark } from '../../payment/CardBrandMark.tsx';
import { distinctCards, lastFourOf, toCardBrand } from '../../payment/storedCard.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { stayScreenPath } from '../../routing/paths.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ContactOptions } from '../../ui/ContactOptions.tsx';
import { ErrorText } from '../../ui/ErrorText.tsx';
import { formatMoney } from '../../ui/format.ts';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import { useChoicesMadeEarly } from '../../ui/useChoicesMadeEarly.ts';
import type { PayBalanceRouteQuery } from './__generated__/PayBalanceRouteQuery.graphql.ts';
import styles from './PayBalanceRoute.module.css';
import { usePayStayBalanceMutation } from './usePayStayBalanceMutation.ts';

export const payBalanceRouteQuery = graphql`
  query PayBalanceRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      isPaid
      isBalancePayableInApp
      balanceDue {
        amountMinor
        decimalAmount
        currencyCode
      }
      card {
        cardId
      }
      cards {
        cardId
        numberMasked
        type
        authorizationState
      }
      property {
        ...ContactOptions_property
      }
    }
  }
`;

/**
 * `/stay/pay`: an unpaid stay's open balance, the card to charge (the stay's, another of its cards,
 * or one added on the way), and one confirming tap that charges exactly the amount shown. Once
 * paid, the stay in the store is paid too (the payload), so door access shows the codes. Where the
 * property takes payment on site, the screen says so with the contacts, never a payment button.
 */
export function PayBalanceRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<PayBalanceRouteQuery>>();
  const { reservation } = useStayScreenQuery<PayBalanceRouteQuery>(payBalanceRouteQuery, queryRef);
  const { t, i18n } = useTranslation('payment');
  const [search] = useSearchParams();
  const { commit, isInFlight } = usePayStayBalanceMutation();
  const [failure, setFailure] = useState<KnownErrorCode | null>(null);
  // One key per attempt: a repeat after a lost answer is the same payment, never a second one.
  const [attemptKey, setAttemptKey] = useState(() => crypto.randomUUID());
  const usable = distinctCards(reservation.cards, reservation.card?.cardId).filter(
    (card) => card.authorizationState !== 'DECLINED' && card.authorizationState !== 'CANCELED',
  );
  const preferred = search.get('card') ?? reservation.card?.cardId ?? null;
  const [chosen, setChosen] = useState<string | null>(
    usable.find((card) => card.cardId === preferred)?.cardId ?? usable[0]?.cardId ?? null,
  );
  const name = useId();
  const cardGroup = useRef<HTMLFieldSetElement>(null);
  useChoicesMadeEarly(cardGroup, ([checked]) => {
    if (checked !== undefined && checked !== chosen) setChosen(checked);
  });
  const doors = (
    <ButtonLink to={stayScreenPath('/stay/access', slug)} fullWidth>
      {t('payBalance.toDoors')}
    </ButtonLink>
  );

  if (reservation.isPaid || !reservation.balanceDue) {
    return (
      <Screen title={t('payBalance.title')}>
        <Notice tone="success" role="status" title={t('payBalance.paid')}>
          <p>{t('payBalance.paidBody')}</p>
        </Notice>
        <ActionBar>{doors}</ActionBar>
      </Screen>
    );
  }
  const due = reservation.balanceDue;
  const amount = formatMoney(due, i18n);
  if (!reservation.isBalancePayableInApp) {
    return (
      <Screen title={t('payBalance.title')} intro={<p>{t('payBalance.intro')}</p>}>
        <Notice tone="info" title={t('payBalance.atProperty')}>
          <p>{t('payBalance.atPropertyBody')}</p>
        </Notice>
        <Card title={t('payBalance.due')}>
          <p className={styles.due}>{amount}</p>
          <ContactOptions property={reservation.property} />
        </Card>
      </Screen>
    );
  }

  const pay = async () => {
    if (!chosen) return;
    setFailure(null);
    const outcome = await commit({
      variables: {
        slug,
        cardId: chosen,
        expectedAmountMinor: due.amountMinor,
        idempotencyKey: attemptKey,
      },
    });
    if (!outcome.ok) {
      setFailure(outcome.error.code);
      setAttemptKey(crypto.randomUUID());
    }
  };

  return (
    <Screen title={t('payBalance.title')} intro={<p>{t('payBalance.intro')}</p>}>
      <Card title={t('payBalance.due')}>
        <p className={styles.due}>{amount}</p>
      </Card>
      {usable.length > 0 ? (
        <fieldset ref={cardGroup} className={styles.cards}>
          <legend className={styles.legend}>{t('payBalance.cardsLegend')}</legend>
          {usable.map((card) => (
            <label key={card.cardId} className={styles.card}>
              <input
                type="radio"
                name={name}
                value={card.cardId}
                checked={chosen === card.cardId}
                onChange={() => setChosen(card.cardId)}
              />
              <CardBrandMark brand={toCardBrand(card.type)} />
              <span>{t('cards.endingIn', { lastFour: lastFourOf(card.numberMasked) })}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{t('payBalance.noCard')}</p>
      )}
      <ButtonLink
        to={`${stayScreenPath('/stay/add-card', slug)}&returnTo=pay`}
        variant="secondary"
        fullWidth
      >
        {t('payBalance.addCard')}
      </ButtonLink>
      {failure && (
        <Notice tone="error" role="alert" title={t('payBalance.failed')}>
          <p>
            <ErrorText code={failure} />
          </p>
        </Notice>
      )}
      {chosen && <p className={styles.note}>{t('payBalance.charge', { amount })}</p>}
      <ActionBar>
        {chosen ? (
          <Button fullWidth onClick={pay} isPending={isInFlight}>
            {t('payBalance.confirm', { amount })}
          </Button>
        ) : null}
      </ActionBar>
    </Screen>
  );
}
