import type { HelpArticleResolvers } from '../../graphql/resolvers.generated.ts';

export const HelpArticle: HelpArticleResolvers = {
  articleId: (article) => article.id,
};
