import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { UnitContext } from '../../../i18n/unitKind.ts';
import type { HelpArticles_helpContent$key } from './__generated__/HelpArticles_helpContent.graphql.ts';
import styles from './HelpArticles.module.css';
import { matchesQuery } from './helpSearch.ts';

type Props = {
  helpContent: HelpArticles_helpContent$key;
  query: string;
  /** The group of articles on the unit is titled by its kind: apartment or room. */
  unitContext: UnitContext;
};

/** The articles in their four groups (access, apartment, check-out, reservation), filtered. */
export function HelpArticles({ helpContent, query, unitContext }: Props) {
  const { t } = useTranslation('ask');
  const data = useFragment(
    graphql`
      fragment HelpArticles_helpContent on HelpContent {
        access {
          ...HelpArticles_article @relay(mask: false)
        }
        apartment {
          ...HelpArticles_article @relay(mask: false)
        }
        checkOut {
          ...HelpArticles_article @relay(mask: false)
        }
        reservation {
          ...HelpArticles_article @relay(mask: false)
        }
      }
    `,
    helpContent,
  );
  const groups = [
    { id: 'access', title: t('ask.groupAccess'), articles: data.access },
    {
      id: 'apartment',
      title: t('ask.groupUnit', { context: unitContext }),
      articles: data.apartment,
    },
    { id: 'check-out', title: t('ask.groupCheckOut'), articles: data.checkOut },
    { id: 'reservation', title: t('ask.groupReservation'), articles: data.reservation },
  ]
    .map((group) => ({
      ...group,
      articles: group.articles.filter((article) => matchesQuery(article, query, group.title)),
    }))
    .filter((group) => group.articles.length > 0);
  if (groups.length === 0) {
    return (
      <p role="status" className={styles.empty}>
        {t('ask.noMatch', { query: query.trim() })}
      </p>
    );
  }
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`help-${group.id}`}>
          <h3 id={`help-${group.id}`} className={styles.groupTitle}>
            {group.title}
          </h3>
          <ul className={styles.articles}>
            {group.articles.map((article) => (
              <li key={article.articleId}>
                <details className={styles.article}>
                  <summary>
                    <span className={styles.title}>{article.title}</span>
                    <span className={styles.description}>{article.description}</span>
                  </summary>
                  {article.body.split(/\n{2,}/).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

graphql`
  fragment HelpArticles_article on HelpArticle {
    articleId
    title
    description
    body
  }
`;
