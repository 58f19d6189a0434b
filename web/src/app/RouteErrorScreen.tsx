import { useTranslation } from 'react-i18next';

type Props = { onRetry: () => void };

export function RouteErrorScreen({ onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <section className="screen" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('app.route.errorTitle')}</h1>
      <p>{t('app.route.errorBody')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('app.route.retry')}
      </button>
    </section>
  );
}
