import { useTranslation } from 'react-i18next';
import { graphql } from 'react-relay';
import { Navigate, useLoaderData, useLocation } from 'react-router';
import { readExactMoney } from '../../ordering/exactMoney.ts';
import { money } from '../../ordering/money.ts';
import type { OrderDraftInput, TransferRequest } from '../../ordering/orderDraft.ts';
import { useStartOrder } from '../../ordering/useStartOrder.ts';
import type { StayScreenData } from '../../routing/routeLoaders.ts';
import { useStayScreenQuery } from '../../routing/stayScreenQuery.ts';
import { ProductPrice } from '../../shop/ProductPrice.tsx';
import { useProductName } from '../../shop/productNames.ts';
import { findOfferById } from '../../shop/productOffer.ts';
import { productScreenPath } from '../../shop/productScreens.ts';
import { coreApiNow } from '../../stayUpdates/stayClock.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { instantAt, localDateIn } from '../../ui/zonedTime.ts';
import type { ProductRouteQuery } from './__generated__/ProductRouteQuery.graphql.ts';
import { NoLongerAvailable } from './components/LazyNoLongerAvailable.tsx';
import styles from './components/ProductDetails.module.css';
import { ProductScreen } from './components/ProductScreen.tsx';
import { TransferRequestForm } from './components/TransferRequestForm.tsx';

export const productRouteQuery = graphql`
  query ProductRouteQuery($slug: String!) @preloadable {
    reservation(slug: $slug) {
      ...stayLook_reservation
      slug
      asOf
      startDate
      endDate
      property {
        timeZone
        currencyCode
        customProducts {
          customProductId
          type
          productType
          noticeMinutes
          title
          description
          imageUrl
          logoUrl
          guidelines
          isExactPrice
          actionName
          actionUrl
          dummyTitle
          dummyMessage
          price {
            ...exactMoney_money
          }
        }
      }
      ...NoLongerAvailable_reservation
      offeredProducts {
        ...productOffer_product
      }
    }
  }
`;

type Reservation = NonNullable<ProductRouteQuery['response']['reservation']>;
type CustomProduct = NonNullable<Reservation['property']['customProducts']>[number];

/**
 * `/stay/product/{id}`: a property's custom product (informational, a request such as the
 * transfer service, a third party's offer, or a 'dummy' with its own success message), or any
 * product of the stay by id; a product with its own screen (breakfast…) opens that screen.
 */
export function ProductRoute() {
  const { slug, queryRef, productId } = useLoaderData<
    StayScreenData<ProductRouteQuery> & { productId: string }
  >();
  const { reservation } = useStayScreenQuery<ProductRouteQuery>(productRouteQuery, queryRef);
  const { t } = useTranslation('products');
  const nameOf = useProductName();
  const location = useLocation();
  const startOrder = useStartOrder();
  const returnTo = `${location.pathname}${location.search}`;

  const custom = reservation.property.customProducts?.find(
    (candidate) => candidate.customProductId === productId,
  );
  if (custom) {
    const { timeZone, currencyCode } = reservation.property;
    const price = custom.price ? readExactMoney(custom.price) : money(0, currencyCode);
    const order = (transfer: TransferRequest | null) =>
      startOrder({
        slug,
        request: { kind: 'customProduct', customProductId: custom.customProductId, transfer },
        lines: [
          {
            name: custom.title,
            productType: 'CUSTOM',
            price,
            ...(transfer
              ? {
                  startDate: transfer.date,
                  time: instantAt(transfer.date, transfer.time, timeZone),
                }
              : {}),
          },
        ],
        total: price,
        returnTo,
        success:
          custom.type === 'DUMMY' && custom.dummyTitle && custom.dummyMessage
            ? { title: custom.dummyTitle, message: custom.dummyMessage }
            : null,
      } satisfies OrderDraftInput);
    return (
      <CustomProductScreen
        product={custom}
        stay={{
          arrivalDate: localDateIn(reservation.startDate, timeZone),
          departureDate: localDateIn(reservation.endDate, timeZone),
          // The product's notice from now on the core API's clock, which refuses a sooner
          // request the same way (the device's clock may be off).
          earliest:
            typeof custom.noticeMinutes === 'number'
              ? new Date(coreApiNow(reservation.asOf) + custom.noticeMinutes * 60_000).toISOString()
              : null,
          timeZone,
        }}
        onOrder={order}
      />
    );
  }

  const offer = findOfferById(reservation.offeredProducts, productId);
  if (!offer) return <NoLongerAvailable slug={slug} reservation={reservation} wholeScreen />;
  const ownScreen = productScreenPath(offer.type, offer.productId, slug);
  if (!ownScreen.startsWith('/stay/product/')) return <Navigate to={ownScreen} replace />;
  const price = offer.isReward
    ? money(0, offer.price.currencyCode, offer.price.minorUnitDigits)
    : offer.price;
  return (
    <ProductScreen
      productId={offer.productId}
      type={offer.type}
      name={nameOf(offer.type, offer.name)}
      summary={
        <ProductPrice price={offer.price} unit={offer.unit} isReward={offer.isReward} size="lg" />
      }
      action={
        <Button
          fullWidth
          onClick={() =>
            startOrder({
              slug,
              request: { kind: 'products', items: [{ productId: offer.productId }] },
              lines: [
                {
                  name: nameOf(offer.type, offer.name),
                  productType: offer.type,
                  price,
                  isReward: offer.isReward,
                },
              ],
              total: price,
              returnTo,
            })
          }
        >
          {t('product.continue')}
        </Button>
      }
    >
      <p>{t('product.orderForStay')}</p>
    </ProductScreen>
  );
}

function CustomProductScreen({
  product,
  stay,
  onOrder,
}: {
  product: CustomProduct;
  stay: { arrivalDate: string; departureDate: string; earliest: string | null; timeZone: string };
  onOrder: (transfer: TransferRequest | null) => void;
}) {
  const { t } = useTranslation('customProduct');
  const isTransfer = product.productType === 'TRANSFER_SERVICE';
  // A transfer asks what it needs first: its form ends with its own request button.
  const asksDetails = isTransfer && product.type === 'REQUEST';
  const action = (() => {
    switch (product.type) {
      case 'REQUEST':
        return asksDetails ? null : (
          <Button fullWidth onClick={() => onOrder(null)}>
            {t('custom.request')}
          </Button>
        );
      case 'DUMMY':
        return (
          <Button fullWidth onClick={() => onOrder(null)}>
            {product.actionName}
          </Button>
        );
      case 'THIRD_PARTY':
        return product.actionUrl ? (
          <ButtonLink to={product.actionUrl} target="_blank" rel="noreferrer" fullWidth>
            {product.actionName}
            <Icon name="openInNew" size={20} />
            <span className="visually-hidden"> {t('custom.opensPartner')}</span>
          </ButtonLink>
        ) : null;
      default:
        // Informational: there is nothing to order.
        return null;
    }
  })();
  return (
    <ProductScreen
      productId={product.customProductId}
      type="CUSTOM"
      name={product.title}
      imageUrl={product.imageUrl}
      icon={isTransfer ? 'transfer' : undefined}
      summary={
        product.price && (
          <>
            <ProductPrice
              price={readExactMoney(product.price)}
              isStartingPrice={!product.isExactPrice}
              size="lg"
            />
            {isTransfer && !product.isExactPrice && (
              <p className={styles.guidelines}>{t('transfer.estimate')}</p>
            )}
          </>
        )
      }
      action={action}
    >
      <p className={styles.guidelines}>{product.description}</p>
      {asksDetails && (
        <TransferRequestForm
          arrivalDate={stay.arrivalDate}
          departureDate={stay.departureDate}
          earliest={stay.earliest}
          timeZone={stay.timeZone}
          actionLabel={t('custom.requestTransfer')}
          onRequest={onOrder}
        />
      )}
      {product.logoUrl && (
        <img
          className={styles.logo}
          src={product.logoUrl}
          alt={t('custom.partnerLogo')}
          loading="lazy"
        />
      )}
      {product.guidelines && (
        <Card title={isTransfer ? t('custom.transferGuidelines') : t('custom.guidelines')}>
          <p className={styles.guidelines}>{product.guidelines}</p>
        </Card>
      )}
      {product.type === 'THIRD_PARTY' && (
        <p className={styles.guidelines}>{t('custom.thirdPartyNote')}</p>
      )}
    </ProductScreen>
  );
}
