// Publishes, retires and lists a client app's trusted documents on a gateway, through its admin
// API (src/trusted-documents/admin-routes.ts). A client app's CI runs it after its build wrote
// the manifest (Relay's persisted output, Apollo's persisted query manifest, graphql-codegen's
// persisted-documents.json):
//
//   npm run documents:publish -- --app NAME --version V FILE [--url https://gateway.example.com]
//   npm run documents:retire -- --app NAME --version V [--url …]
//   npm run documents:list -- [--url …]
//
// The key is read from DOCUMENTS_ADMIN_KEY (never an argument: CI logs and shell histories keep
// those); the gateway from --url, else GATEWAY_URL, else http://localhost:4000.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const usage = `Usage:
  documents publish --app NAME --version VERSION FILE [--url URL]
  documents retire --app NAME --version VERSION [--url URL]
  documents list [--url URL]
The admin key comes from DOCUMENTS_ADMIN_KEY; the gateway from --url, GATEWAY_URL or http://localhost:4000.`;

type Refusal = {
  errors?: { message: string; extensions?: { code?: string } }[];
};

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    app: { type: 'string' },
    version: { type: 'string' },
    url: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const [command, file, ...extra] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
if (extra.length > 0) fail(`Unexpected arguments: ${extra.join(' ')}\n${usage}`);
const key = process.env.DOCUMENTS_ADMIN_KEY;
if (!key) fail('Set DOCUMENTS_ADMIN_KEY to one of the gateway’s DOCUMENTS_ADMIN_KEYS.');
const base = new URL(values.url ?? process.env.GATEWAY_URL ?? 'http://localhost:4000');
const headers = { authorization: `Bearer ${key}`, accept: 'application/json' };

async function call(method: string, path: string, body?: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(path, base), {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
  } catch (error) {
    fail(`${base.origin} did not answer: ${(error as Error).cause ?? error}`);
  }
  const answer = (await response.json().catch(() => ({}))) as Refusal;
  if (!response.ok) {
    const lines = (answer.errors ?? []).map(
      (error) => `  ${error.extensions?.code ?? 'ERROR'}: ${error.message}`,
    );
    fail(
      `${method} ${path} refused (${response.status}):\n${lines.join('\n') || '  (no reason given)'}`,
    );
  }
  return answer;
}

function appAndVersion(): { app: string; version: string } {
  if (!values.app || !values.version) fail(`--app and --version are required.\n${usage}`);
  return { app: values.app, version: values.version };
}

const path = (app: string, version: string) =>
  `/admin/documents/${encodeURIComponent(app)}/${encodeURIComponent(version)}`;

type Summary = {
  app: string;
  version: string;
  publishedAt: string;
  retiredAt: string | null;
  documentCount: number;
};

if (command === 'publish') {
  const { app, version } = appAndVersion();
  if (!file) fail(`Name the manifest file to publish.\n${usage}`);
  let manifest: string;
  try {
    // `npm run` starts scripts at the repository's root; a path is the caller's (INIT_CWD).
    manifest = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const answer = (await call('PUT', path(app, version), manifest)) as {
    created: boolean;
    version: Summary;
  };
  console.log(
    answer.created
      ? `Published ${app} ${version}: ${answer.version.documentCount} documents, active now.`
      : `${app} ${version} was already published with these documents: nothing changed.`,
  );
} else if (command === 'retire') {
  const { app, version } = appAndVersion();
  const answer = (await call('DELETE', path(app, version))) as { version: Summary };
  console.log(
    `Retired ${app} ${version} at ${answer.version.retiredAt}: its documents no longer run.`,
  );
} else if (command === 'list') {
  const answer = (await call('GET', '/admin/documents')) as { versions: Summary[] };
  for (const each of answer.versions) {
    const state = each.retiredAt ? `retired ${each.retiredAt}` : 'active';
    console.log(
      `${each.app}\t${each.version}\t${each.documentCount} documents\tpublished ${each.publishedAt}\t${state}`,
    );
  }
  if (answer.versions.length === 0) console.log('No app has published documents here.');
} else {
  fail(`Unknown command ${command}.\n${usage}`);
}
