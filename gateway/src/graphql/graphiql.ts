import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * What GraphiQL opens with in development: a query a newcomer can run at once, against the stay
 * the sandbox seeds (`demo-stay-helsinki`), and where to look next. GraphiQL keeps the editor's
 * tabs in local storage, so this shows on a browser's first visit.
 */
export const graphiqlExampleQuery = `# Welcome to the guest app gateway.
#
# Every type and field is described in the Docs explorer: open it from the
# sidebar on the left (the book icon), or Ctrl/Cmd-click a field below.
# How the schema maps to the core API: gateway/README.md.
#
# Press the run button (or Ctrl/Cmd-Enter) to read the stay the sandbox seeds:
query DemoStay {
  reservation(slug: "demo-stay-helsinki") {
    confirmationNumber
    startDate
    endDate
    nightsCount
    guestCount
    property {
      name
      city
      timeZone
    }
    checkInState {
      state
    }
  }
}
`;

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Guest app gateway',
  defaultQuery: graphiqlExampleQuery,
};
