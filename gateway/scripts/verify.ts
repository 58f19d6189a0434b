// Fails when a generated file of the gateway is stale (part of `npm test`).
import { staleGeneratedFiles } from './generated-files.ts';

const stale = await staleGeneratedFiles();
if (stale.length > 0) {
  console.error(`Stale generated files:\n- ${stale.join('\n- ')}`);
  process.exit(1);
}
console.log('Generated files are up to date.');
