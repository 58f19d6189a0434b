import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccessGuide_property$key } from './__generated__/AccessGuide_property.graphql.ts';
import styles from './AccessGuide.module.css';

type Props = { property: AccessGuide_property$key };

/** The building's own access guide, step by step, as the property wrote it. */
export function AccessGuide({ property }: Props) {
  const { t } = useTranslation('stayDetails');
  const data = useFragment(
    graphql`
      fragment AccessGuide_property on Property {
        entrance
        helpContent {
          accessGuides {
            guideId
            title
            body
          }
        }
      }
    `,
    property,
  );
  const guides = data.helpContent?.accessGuides ?? [];
  if (guides.length === 0 && !data.entrance) return null;
  return (
    <section id="access-guide" className={styles.guide} aria-labelledby="access-guide-heading">
      <h2 id="access-guide-heading">{t('guide.heading')}</h2>
      {data.entrance && (
        <p>
          <strong>{t('guide.entrance')}</strong> {data.entrance}
        </p>
      )}
      {guides.length > 0 && (
        <ol className={styles.steps}>
          {guides.map((guide) => (
            <li key={guide.guideId} className={styles.step}>
              <h3>{guide.title}</h3>
              <p>{guide.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
