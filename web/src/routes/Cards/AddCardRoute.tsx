import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { toExpirationDate } from '../../payment/expiryInput.ts';
import { authoriseCard, type CardDetails } from '../../payment/payPage.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { Card } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { AddCardRouteQuery } from './__generated__/AddCardRouteQuery.graphql.ts';
import styles from './AddCardRoute.module.css';
import { CardForm, type RefusedField } from './components/CardForm.tsx';
import { StayCards } from './components/StayCards.tsx';
import { useAddCardMutation } from './useAddCardMutation.ts';

export const addCardRouteQuery = graphql`
  query AddCardRouteQuery($slug: String!) @preloadable {
    clientConfiguration {
      cardPayPageUrl
    }
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      ...StayCards_reservation
    }
  }
`;

type Failure = 'notAuthorised' | 'failed';

/**
 * `/stay/add-card` (`?mode=update` from 'Update card', `?returnTo=order` from the order
 * confirmation, `?returnTo=pay` from paying the stay, which then offers the new card): the stay's
 * cards, masked, and the card form. The card is authorised at the card
 * provider's pay page first; only what the provider answers goes to the gateway (`addCard`).
 */
export function AddCardRoute() {
  const { slug, queryRef } = useLoaderData<StayScreenData<AddCardRouteQuery>>();
  const { reservation, clientConfiguration } = useStayScreenQuery<AddCardRouteQuery>(
    addCardRouteQuery,
    queryRef,
  );
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { commit } = useAddCardMutation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [added, setAdded] = useState(false);
  // A new form once a card is added: its number, expiry and CVV do not stay on the screen.
  const [formKey, setFormKey] = useState(0);
  const isUpdate = search.get('mode') === 'update';
  const backToOrder = search.get('returnTo') === 'order';
  const backToPay = search.get('returnTo') === 'pay';

  const addCard = async (card: CardDetails): Promise<RefusedField | null> => {
    setPending(true);
    setFailure(null);
    setAdded(false);
    try {
      const authorised = await authoriseCard(clientConfiguration.cardPayPageUrl, card);
      if (!authorised.ok) {
        if (authorised.reason === 'field') return authorised.field;
        setFailure(authorised.reason);
        return null;
      }
      const outcome = await commit({
        variables: {
          slug,
          card: {
            transactionId: authorised.card.transactionId,
            numberMasked: authorised.card.numberMasked,
            type: authorised.card.type,
            name: card.name,
            expirationDate: toExpirationDate(card.expiry) ?? authorised.card.expirationDate,
          },
        },
      });
      if (!outcome.ok) {
        setFailure(outcome.error.code === 'CARD_NOT_AUTHORIZED' ? 'notAuthorised' : 'failed');
        return null;
      }
      if (backToPay) {
        const { payBalancePath } = await import('../Pay/payBalancePath.ts');
        navigate(payBalancePath(slug, outcome.response.addCard.card?.cardId));
      } else if (backToOrder) {
        // A failed order's key would only replay the failure: the new card gets a new attempt.
        // The draft's code is needed only on this way back, after the card was added.
        const [{ orderConfirmationPath, saveOrderDraft, withNewAttempt }, { readOrderDraft }] =
          await Promise.all([
            import('../../ordering/orderDraft.ts'),
            import('../../ordering/readOrderDraft.ts'),
          ]);
        const draft = readOrderDraft(slug);
        if (draft?.orderId && !draft.isCompleted) saveOrderDraft(withNewAttempt(draft));
        navigate(orderConfirmationPath(slug));
      } else {
        setAdded(true);
        setFormKey((key) => key + 1);
      }
      return null;
    } finally {
      setPending(false);
    }
  };

  return (
    <Screen
      title={isUpdate ? t('addCard.updateHeading') : t('addCard.heading')}
      intro={<p>{t('addCard.intro')}</p>}
    >
      <StayCards reservation={reservation} />
      <div aria-live="polite">
        {added && <Notice tone="success" role="status" title={t('addCard.added')} />}
      </div>
      {failure === 'notAuthorised' && (
        <Notice tone="error" role="alert" title={t('addCard.notAuthorised')} />
      )}
      {failure === 'failed' && (
        <Notice tone="error" role="alert" title={t('addCard.failedTitle')}>
          <p>{t('addCard.failedBody')}</p>
        </Notice>
      )}
      <Card title={t('addCard.formHeading')}>
        <CardForm key={formKey} pending={pending} onSubmit={addCard} />
      </Card>
      <p className={styles.secure}>{t('addCard.secure')}</p>
    </Screen>
  );
}
