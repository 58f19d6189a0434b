import { toEntityId } from '../../graphql/global-id.ts';
import type { HelpArticleResolvers } from '../../graphql/resolvers.generated.ts';

export const HelpArticle: HelpArticleResolvers = {
  id: (article) => toEntityId('HelpArticle', article.id),
  articleId: (article) => article.id,
};
