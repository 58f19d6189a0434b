import { createReadStream, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GraphiQLOptions } from 'graphql-yoga';

/**
 * What GraphiQL opens with in development: a query a newcomer can run at once, against the stay
 * the sandbox seeds (`demo-stay-helsinki`), and where to look next. It is the editor's initial
 * query on every visit (what the developer then types is kept in the address, `?query=`).
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

/** Where GraphiQL's own files are served from, on the gateway's origin. */
export const graphiqlAssetsPath = '/graphiql/';

/**
 * GraphiQL's files, from the `@graphql-yoga/graphiql` package (a development dependency: production
 * serves no GraphiQL), served by the gateway itself instead of Yoga's page loading them from a
 * CDN: the page then works offline, and its CSP is the app's own (`'self'`, no `'unsafe-inline'`
 * script, no third-party origin, the editor's workers from this origin). Yoga's page also fetched
 * the GraphQL worker from a misspelt address and showed its own welcome text instead of the query
 * given (`defaultQuery` yields to the `initialQuery` it sets), whose Run was a syntax error.
 */
const assets: Record<string, string> = {
  'graphiql.css': 'text/css; charset=utf-8',
  'yoga-graphiql.umd.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/editor.worker.bundle.js': 'text/javascript; charset=utf-8',
  'monacoeditorwork/json.worker.bundle.js': 'text/javascript; charset=utf-8',
  // The package's own file name (a double dot), which its page misspelt as a URL.
  'monacoeditorwork/graphql.worker..bundle.js': 'text/javascript; charset=utf-8',
};

/** The editor's web workers by Monaco's label, each a file of this origin. */
const workerUrls = {
  editorWorkerService: `${graphiqlAssetsPath}monacoeditorwork/editor.worker.bundle.js`,
  json: `${graphiqlAssetsPath}monacoeditorwork/json.worker.bundle.js`,
  graphql: `${graphiqlAssetsPath}monacoeditorwork/graphql.worker..bundle.js`,
};

/** Runs before the bundle: Monaco asks this for each worker's address. */
const environmentScript = `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: (_, label) => (${JSON.stringify(workerUrls)})[label] ?? ${JSON.stringify(workerUrls.editorWorkerService)},
};
`;

/** Runs after the bundle: renders GraphiQL with the options the page carries as data. */
const startScript = `const options = JSON.parse(document.getElementById('graphiql-options').textContent);
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
`;

const scripts: Record<string, string> = {
  'environment.js': environmentScript,
  'start.js': startScript,
};

/** The page: options as inert JSON, every script and style a file of this origin. */
export function renderGraphiqlPage(options: GraphiQLOptions): string {
  // Yoga's GraphiQL opens with its `query` option (else its welcome text), not `defaultQuery`.
  const pageOptions = { ...options, query: options.defaultQuery };
  const json = JSON.stringify(pageOptions).replaceAll('<', '\\u003c');
  const title = (options.title ?? 'GraphiQL').replace(/[<>&"]/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${graphiqlAssetsPath}graphiql.css">
</head>
<body>
<div id="root">Loading ${title}…</div>
<script type="application/json" id="graphiql-options">${json}</script>
<script src="${graphiqlAssetsPath}environment.js"></script>
<script src="${graphiqlAssetsPath}yoga-graphiql.umd.js"></script>
<script src="${graphiqlAssetsPath}start.js"></script>
</body>
</html>
`;
}

/** The package's `dist/`, or null where it is not installed (a production install). */
function graphiqlDistDirectory(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const directory = join(dirname(require.resolve('@graphql-yoga/graphiql/package.json')), 'dist');
    return existsSync(directory) ? directory : null;
  } catch {
    return null;
  }
}

/** GraphiQL's files under `/graphiql/`; only where GraphiQL is served (outside production). */
export async function registerGraphiqlAssets(app: FastifyInstance): Promise<boolean> {
  const dist = graphiqlDistDirectory();
  if (!dist) {
    app.log.warn('GraphiQL is not installed (@graphql-yoga/graphiql): /graphql serves no editor');
    return false;
  }
  app.get<{ Params: { '*': string } }>(`${graphiqlAssetsPath}*`, async (request, reply) => {
    const name = request.params['*'];
    const script = scripts[name];
    if (script !== undefined) {
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(script);
    }
    const type = assets[name];
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=3600')
      .send(createReadStream(join(dist, name)));
  });
  return true;
}
