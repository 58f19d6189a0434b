// Compiles Relay artifacts and the persisted-documents list.
//   node build/relayArtifacts.ts          write them
//   node build/relayArtifacts.ts --check  write them, then fail if they differ from what git has
// relay-compiler only appends to its local persist file, so ids that no artifact uses any more are
// pruned afterwards: the file must list exactly the documents this build sends, because the gateway
// trusts nothing else.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const webRoot = join(import.meta.dirname, '..');
const persistedDocumentsFile = join(webRoot, 'persisted-documents.json');

function compile(): void {
  execFileSync(join(webRoot, 'node_modules', '.bin', 'relay-compiler'), {
    cwd: webRoot,
    stdio: 'inherit',
  });
}

function documentIdsInArtifacts(): Set<string> {
  const ids = new Set<string>();
  const artifacts = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.includes('__generated__') && path.endsWith('.graphql.ts'),
  );
  for (const artifact of artifacts) {
    const text = readFileSync(join(webRoot, 'src', artifact), 'utf8');
    for (const match of text.matchAll(/"id": "([0-9a-f]{64})"/g)) ids.add(match[1] ?? '');
  }
  return ids;
}

function prunePersistedDocuments(): void {
  const documents = JSON.parse(readFileSync(persistedDocumentsFile, 'utf8')) as Record<
    string,
    string
  >;
  const used = documentIdsInArtifacts();
  const kept = Object.fromEntries(Object.entries(documents).filter(([id]) => used.has(id)));
  writeFileSync(persistedDocumentsFile, `${JSON.stringify(kept, null, 2)}\n`);
  // relay-compiler persists only the documents it rewrites: a list merged from two branches can
  // lack ids whose artifacts did not change, and production would refuse those operations.
  const missing = [...used].filter((id) => !(id in kept));
  if (missing.length > 0) {
    console.error(
      `persisted-documents.json lacks ${missing.length} operation(s) the artifacts send: run \`pnpm --filter @guest/web relay:repersist\`.`,
    );
    process.exit(1);
  }
}

function uncommittedArtifacts(): string[] {
  const status = execFileSync(
    'git',
    ['status', '--porcelain', '--untracked-files=all', '--', 'persisted-documents.json', 'src'],
    { cwd: webRoot, encoding: 'utf8' },
  );
  return status
    .split('\n')
    .filter((line) => line.includes('__generated__') || line.includes('persisted-documents.json'));
}

compile();
prunePersistedDocuments();

if (process.argv.includes('--check')) {
  const changes = uncommittedArtifacts();
  if (changes.length > 0) {
    console.error(
      `Relay artifacts are out of date; run \`pnpm --filter @guest/web relay\` and commit:\n${changes.join('\n')}`,
    );
    process.exit(1);
  }
}
