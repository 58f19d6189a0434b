import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderProductType } from '../../../ordering/orderDraft.ts';
import { StayClosed } from '../../../shop/StayClosed.tsx';
import { stayClosedTitleKey } from '../../../shop/stayClosed.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import type { NoLongerAvailable_reservation$key } from './__generated__/NoLongerAvailable_reservation.graphql.ts';

type Props = {
  slug: string;
  /** The stay, to say why: it takes no orders, or the property does not sell the product. */
  reservation?: NoLongerAvailable_reservation$key;
  /** The product the screen is for, when it is one kind of product. */
  product?: OrderProductType;
  message?: string;
  /** The whole screen (the stay has no such product): a page with its heading, not a notice. */
  wholeScreen?: boolean;
};

/**
 * What a product screen says when the product cannot be had for this stay, and why: the stay is
 * cancelled, checked out or over (the stay page, not other extras, is where to go); the property
 * does not sell it; or it cannot be booked for this stay any more.
 */
export function NoLongerAvailable({
  slug,
  reservation,
  product,
  message,
  wholeScreen = false,
}: Props) {
  const { t } = useTranslation('products');
  const stay = useFragment(
    graphql`
      fragment NoLongerAvailable_reservation on Reservation {
        stage
        productOffers {
          type
          state
        }
      }
    `,
    reservation ?? null,
  );
  const closed = stay ? stayClosedTitleKey(stay.stage) : null;
  if (closed) return <StayClosed slug={slug} title={closed} />;
  const offerState = stay?.productOffers.find((offer) => offer.type === product)?.state;
  const extrasPath = `/stay/extras?${new URLSearchParams({ slug })}`;
  const title =
    message ??
    (offerState === 'NOT_OFFERED_HERE'
      ? t('product.notOfferedHere')
      : t('product.unavailableTitle'));
  if (wholeScreen) {
    return (
      <EmptyState
        icon="shoppingBag"
        title={title}
        actions={
          <ButtonLink to={extrasPath} variant="secondary" fullWidth>
            {t('product.backToExtras')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Notice tone="info" title={title}>
      <p>
        <Link to={extrasPath}>{t('product.backToExtras')}</Link>
      </p>
    </Notice>
  );
}
