import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../ui/Notice.tsx';

/** What a product screen says when the product cannot be had for this stay (any more). */
export function NoLongerAvailable({ slug, message }: { slug: string; message?: string }) {
  const { t } = useTranslation('products');
  return (
    <Notice tone="info" title={message ?? t('product.unavailableTitle')}>
      <p>
        <Link to={`/stay/extras?${new URLSearchParams({ slug })}`}>
          {t('product.backToExtras')}
        </Link>
      </p>
    </Notice>
  );
}
