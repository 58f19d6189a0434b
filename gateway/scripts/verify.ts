// Fails when a generated file of the gateway, or the README's table of the web operations' costs,
// is stale (part of `npm test`).
import { isReadmeCostTableFresh } from './document-costs.ts';
import { staleGeneratedFiles } from './generated-files.ts';

const stale = await staleGeneratedFiles();
if (!isReadmeCostTableFresh()) {
  stale.push(
    "gateway/README.md's table of the web operations' costs (run `pnpm --filter @guest/gateway document-costs --write`)",
  );
}
if (stale.length > 0) {
  console.error(`Stale generated files:\n- ${stale.join('\n- ')}`);
  process.exit(1);
}
console.log('Generated files are up to date.');
