import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/Button.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Notice } from '../../../ui/Notice.tsx';

type Props = {
  slug: string;
  message?: string;
  /** The whole screen (the stay has no such product): a page with its heading, not a notice. */
  wholeScreen?: boolean;
};

/** What a product screen says when the product cannot be had for this stay (any more). */
export function NoLongerAvailable({ slug, message, wholeScreen = false }: Props) {
  const { t } = useTranslation('products');
  const extrasPath = `/stay/extras?${new URLSearchParams({ slug })}`;
  const title = message ?? t('product.unavailableTitle');
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
