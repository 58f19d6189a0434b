import { useTranslation } from 'react-i18next';
import { stayPath } from '../routing/paths.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import type { StayClosedTitleKey } from './stayClosed.ts';

type Props = { slug: string; title: StayClosedTitleKey };

/**
 * The whole screen when the stay takes no orders (cancelled, checked out, over): the Extras tab,
 * a product screen and the order confirmation say so before anything is chosen or a card asked.
 */
export function StayClosed({ slug, title }: Props) {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      icon="shoppingBag"
      title={t(title)}
      actions={
        <ButtonLink to={stayPath(slug)} variant="secondary" fullWidth>
          {t('closed.backToStay')}
        </ButtonLink>
      }
    >
      <p>{t('closed.body')}</p>
    </EmptyState>
  );
}
