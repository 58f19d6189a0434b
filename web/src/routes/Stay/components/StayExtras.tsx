import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { stayScreenPath } from '../../../routing/paths.ts';
import { useBoughtItemDescription } from '../../../shop/boughtItem.ts';
import { useProductName } from '../../../shop/productNames.ts';
import { productIcon, productScreenPath, toProductType } from '../../../shop/productScreens.ts';
import { ButtonLink } from '../../../ui/Button.tsx';
import { Card } from '../../../ui/Card.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { Price } from '../../../ui/Price.tsx';
import type { StayExtras_reservation$key } from './__generated__/StayExtras_reservation.graphql.ts';
import styles from './StayExtras.module.css';

type Props = { reservation: StayExtras_reservation$key };

/**
 * The stay page shows a few offers; the shop (`/stay/extras`) has them all. Of the ordered
 * items it lists the first 10: a stay has fewer, and a page of 20 would take the stay's query
 * over the gateway's cost limit (`gateway/src/hardening/armor.ts`).
 */
const offersShown = 3;

/** What the guest has ordered for the stay, and a few extras still on offer. */
export function StayExtras({ reservation }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment StayExtras_reservation on Reservation {
        slug
        property {
          timeZone
        }
        orderedItems(first: 10) {
          edges {
            node {
              orderItemId
              isEstimate
              priceGross {
                ...Price_money
              }
              ...boughtItem_item
            }
          }
        }
        offeredProducts {
          productId
          name
          type
          isOrderable
          priceGross {
            ...Price_money
          }
        }
      }
    `,
    reservation,
  );
  const nameOf = useProductName();
  // What was bought is named by itself (sold now or not); an offer's name only as a fallback.
  const names = new Map(
    data.offeredProducts.map((product) => [
      product.productId,
      nameOf(toProductType(product.type), product.name),
    ]),
  );
  const describe = useBoughtItemDescription(data.property.timeZone, names);
  const ordered = data.orderedItems.edges.map(({ node }) => ({ ...node, ...describe(node) }));
  const offers = data.offeredProducts
    .filter((product) => product.isOrderable)
    .slice(0, offersShown);
  return (
    <>
      {ordered.length > 0 && (
        <Card title={t('extras.orderedHeading')}>
          <ul className={styles.list}>
            {ordered.map((item) => (
              <li key={item.orderItemId} className={styles.row}>
                <span className={styles.name}>
                  {item.name}
                  {item.when && <span className={styles.detail}>{item.when}</span>}
                  {item.transfer && <span className={styles.detail}>{item.transfer}</span>}
                </span>
                <span className={styles.price}>
                  {item.isEstimate && t('extras.estimate')} <Price money={item.priceGross} />
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {offers.length > 0 && (
        <Card title={t('extras.offeredHeading')}>
          <ul className={styles.list}>
            {offers.map((product) => {
              const type = toProductType(product.type);
              return (
                <li key={product.productId}>
                  <Link
                    className={styles.offer}
                    to={productScreenPath(type, product.productId, data.slug)}
                  >
                    <Icon name={productIcon(type)} />
                    <span className={styles.name}>{nameOf(type, product.name)}</span>
                    <Price money={product.priceGross} className={styles.price} />
                  </Link>
                </li>
              );
            })}
          </ul>
          <ButtonLink to={stayScreenPath('/stay/extras', data.slug)} variant="secondary">
            {t('extras.all')}
          </ButtonLink>
        </Card>
      )}
    </>
  );
}
