import type { QueryResolvers } from '../../graphql/resolvers.generated.ts';
import { supportContent } from '../../steps/operator-content.ts';

/** The operator's support hours: content kept beside the gateway (`content/support.json`). */
export const supportQueries: Pick<QueryResolvers, 'support'> = {
  support: () => ({
    hours: supportContent.hours.map((entry) =>
      'alwaysOpen' in entry
        ? { channel: entry.channel, alwaysOpen: true, opens: null, closes: null, utcOffset: null }
        : { ...entry, alwaysOpen: false },
    ),
    chatReplyMinutes: supportContent.chatReplyMinutes,
  }),
};
