import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function ErrorRoute() {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="error-heading">
      <h1 id="error-heading" className="visually-hidden">
        {t('error.page.title')}
      </h1>
      <p className="screen__lead">{t('error.page.message')}</p>
      <Link to="/check-in" className="button">
        {t('error.page.checkInLink')}
      </Link>
    </section>
  );
}
