import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { track } from '../../integrations/analytics.ts';
import {
  type OrderDraft,
  orderSuccessPath,
  saveOrderDraft,
  withCompletedOrder,
  withNewAttempt,
  withPlacedOrder,
  withSubmittedOrder,
} from '../../ordering/orderDraft.ts';
import type { KnownErrorCode } from '../../relay/errorMessages.ts';
import { isOutcomeUnknown } from '../../relay/useOutcomeCheck.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { StayClosed } from '../../shop/StayClosed.tsx';
import { stayClosedTitleKey } from '../../shop/stayClosed.ts';
import { ActionBar } from '../../ui/ActionBar.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Screen } from '../../ui/Screen.tsx';
import type { OrderConfirmationRouteQuery } from './__generated__/OrderConfirmationRouteQuery.graphql.ts';
import { OrderLines } from './components/OrderLines.tsx';
import { PaymentCard } from './components/PaymentCard.tsx';
import styles from './OrderConfirmationRoute.module.css';
import type { OrderConfirmationData } from './orderConfirmationLoader.ts';
import {
  canPlace,
  initialOrderState,
  needsNewAttempt,
  type OrderState,
  orderReducer,
} from './orderMachine.ts';
import {
  type OrderStatusUpdate,
  useOrderStatusSubscription,
} from './useOrderStatusSubscription.ts';
import { usePlacedOrderCheck } from './usePlacedOrderCheck.ts';
import { usePlaceOrder } from './usePlaceOrder.ts';

// The notices appear only once the order has been sent: their code (and the notice's) loads then.
const orderNotices = () => import('./components/OrderNotices.tsx');
const PendingNotice = lazy(async () => ({ default: (await orderNotices()).PendingNotice }));
const CheckingNotice = lazy(async () => ({ default: (await orderNotices()).CheckingNotice }));
const FollowAgain = lazy(async () => ({ default: (await orderNotices()).FollowAgain }));
const UnconfirmedNotice = lazy(async () => ({ default: (await orderNotices()).UnconfirmedNotice }));
const PaymentFailedNotice = lazy(async () => ({
  default: (await orderNotices()).PaymentFailedNotice,
}));
const OrderFailedNotice = lazy(async () => ({ default: (await orderNotices()).OrderFailedNotice }));
const RefusedNotice = lazy(async () => ({ default: (await orderNotices()).RefusedNotice }));

export const orderConfirmationRouteQuery = graphql`
  query OrderConfirmationRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      stage
      isOpenForOrders
      property {
        timeZone
      }
      card {
        cardId
      }
      ...PaymentCard_reservation
      ...usePlacedOrderCheck_reservation
    }
  }
`;

export function OrderConfirmationRoute() {
  const { draft: loadedDraft, queryRef } = useLoaderData<OrderConfirmationData>();
  const { reservation } = useStayScreenQuery<OrderConfirmationRouteQuery>(
    orderConfirmationRouteQuery,
    queryRef,
  );
  // A stay that takes no orders is told so before a card or a total is asked for; an order
  // already placed is still followed to its end.
  const closed = reservation.isOpenForOrders ? null : stayClosedTitleKey(reservation.stage);
  if (closed && !loadedDraft.orderId) return <StayClosed slug={reservation.slug} title={closed} />;
  return (
    <OrderConfirmation
      // A new draft (another product) is a new confirmation, with its own state.
      key={loadedDraft.idempotencyKey}
      initialDraft={loadedDraft}
      reservation={reservation}
    />
  );
}

type Reservation = NonNullable<OrderConfirmationRouteQuery['response']['reservation']>;

function OrderConfirmation({
  initialDraft,
  reservation,
}: {
  initialDraft: OrderDraft;
  reservation: Reservation;
}) {
  const { t } = useTranslation(['payment', 'errors']);
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initialDraft);
  const [state, dispatch] = useReducer(orderReducer, initialDraft.orderId, initialOrderState);
  const { place } = usePlaceOrder();
  const isPlaced = usePlacedOrderCheck(reservation);
  // A double tap lands before React re-renders the disabled button: the ref refuses it at once.
  const placing = useRef(false);

  const keep = useCallback((next: OrderDraft) => {
    saveOrderDraft(next);
    setDraft(next);
  }, []);

  useEffect(() => {
    track('Checkout Started', checkoutProperties(initialDraft));
  }, [initialDraft]);

  const onPlace = async () => {
    if (placing.current || !canPlace(state)) return;
    placing.current = true;
    // After a failure the first key would only replay the failed order: a new attempt, a new key.
    // After a lost answer the same key: it answers the order if it went through after all.
    const attempt = withSubmittedOrder(needsNewAttempt(state) ? withNewAttempt(draft) : draft);
    keep(attempt);
    dispatch({ type: 'place' });
    track('Product Checkout Started', checkoutProperties(attempt));
    await send(attempt, false);
    placing.current = false;
  };

  const send = async (attempt: OrderDraft, isReplay: boolean): Promise<void> => {
    const outcome = await place(attempt);
    if (outcome.ok) {
      keep(withPlacedOrder(attempt, outcome.orderId));
      dispatch({ type: 'placed', orderId: outcome.orderId });
      return;
    }
    if (!isOutcomeUnknown(outcome.code)) {
      dispatch({ type: 'refused', code: outcome.code });
      return;
    }
    if (isReplay) {
      dispatch({ type: 'unconfirmed', isChecked: false });
      return;
    }
    // The order may have gone through: the stay's orders, read again, tell.
    dispatch({ type: 'uncertain' });
    const check = await isPlaced(attempt.slug, attempt.request);
    if (check.read && check.verdict) {
      // On the stay: the same key answers that order's id (no second order), and it is followed
      // to the success screen like any other.
      dispatch({ type: 'found' });
      await send(attempt, true);
    } else {
      dispatch({ type: 'unconfirmed', isChecked: check.read });
    }
  };

  // Sent before a reload cut it off: the same key again answers that order, never a second one.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !initialDraft.isSubmitted || initialDraft.orderId) return;
    resumed.current = true;
    void onPlace();
  });

  const completed = useRef(false);
  useEffect(() => {
    if (state.status !== 'ordered' || completed.current) return;
    completed.current = true;
    keep(withCompletedOrder(draft));
    track('Order Completed', { ...checkoutProperties(draft), order_id: state.orderId });
    navigate(orderSuccessPath(draft.slug), { replace: true });
  }, [state, draft, keep, navigate]);

  const addCardPath = `/stay/add-card?${new URLSearchParams({
    slug: draft.slug,
    returnTo: 'order',
  })}`;
  const needsCard = reservation.card === null && draft.total.amountMinor > 0;
  const busy =
    state.status === 'placing' || state.status === 'pending' || state.status === 'checking';

  return (
    <Screen title={t('confirmation.heading')} intro={<p>{t('confirmation.intro')}</p>}>
      <Card title={t('confirmation.orderHeading')}>
        <OrderLines
          lines={draft.lines}
          total={draft.total}
          timeZone={reservation.property.timeZone}
        />
        {!busy && state.status !== 'ordered' && (
          <Link to={draft.returnTo} className={styles.change}>
            {t('confirmation.change')}
          </Link>
        )}
      </Card>

      <PaymentCard
        reservation={reservation}
        addCardPath={addCardPath}
        isFree={draft.total.amountMinor === 0}
      />

      <p className={styles.note}>{t('confirmation.chargeNote')}</p>

      <div aria-live="polite" className={styles.status}>
        <Suspense fallback={null}>
          {state.status === 'pending' && <PendingNotice />}
          {state.status === 'checking' && <CheckingNotice />}
        </Suspense>
      </div>
      <Suspense fallback={null}>
        {state.status === 'unconfirmed' && <UnconfirmedNotice isChecked={state.isChecked} />}
        {state.status === 'connectionLost' && (
          <FollowAgain code={state.code} onFollow={() => dispatch({ type: 'follow' })} />
        )}
        {state.status === 'failed' && state.reason === 'PAYMENT' && (
          <PaymentFailedNotice addCardPath={addCardPath} />
        )}
        {state.status === 'failed' && state.reason === 'ORDER' && <OrderFailedNotice />}
        {state.status === 'refused' && <RefusedNotice code={state.code} />}
      </Suspense>
      {state.status === 'pending' && (
        <OrderFollower
          orderId={state.orderId}
          slug={draft.slug}
          onUpdate={(update) => dispatch({ type: 'status', update })}
          onFailure={(code) => dispatch({ type: 'streamFailed', code })}
        />
      )}

      <ActionBar>
        {needsCard && state.status === 'review' ? (
          <ButtonLink to={addCardPath} fullWidth>
            {t('confirmation.addCardToOrder')}
          </ButtonLink>
        ) : (
          <Button fullWidth onClick={onPlace} isPending={busy} disabled={!canPlace(state)}>
            {t(buttonLabelKey(state))}
          </Button>
        )}
      </ActionBar>
    </Screen>
  );
}

function buttonLabelKey(state: OrderState) {
  switch (state.status) {
    case 'placing':
    case 'pending':
    case 'checking':
      return 'payment:confirmation.placing';
    case 'failed':
    case 'refused':
    case 'unconfirmed':
      return 'payment:confirmation.tryAgain';
    default:
      return 'payment:confirmation.place';
  }
}

/** Follows the placed order; a separate component so the subscription lives while it is pending. */
function OrderFollower({
  orderId,
  slug,
  onUpdate,
  onFailure,
}: {
  orderId: string;
  slug: string;
  onUpdate: (update: OrderStatusUpdate) => void;
  onFailure: (code: KnownErrorCode) => void;
}) {
  const update = useRef(onUpdate);
  const failure = useRef(onFailure);
  update.current = onUpdate;
  failure.current = onFailure;
  const stableUpdate = useCallback((value: OrderStatusUpdate) => update.current(value), []);
  const stableFailure = useCallback((code: KnownErrorCode) => failure.current(code), []);
  useOrderStatusSubscription({ orderId, slug, onUpdate: stableUpdate, onFailure: stableFailure });
  return null;
}

function checkoutProperties(draft: OrderDraft) {
  return {
    currency: draft.total.currencyCode,
    value: draft.total.decimalAmount,
    products: draft.lines.map((line) => ({
      name: line.name,
      category: line.productType,
      price: line.price.decimalAmount,
      quantity: line.quantity ?? 1,
    })),
  };
}
