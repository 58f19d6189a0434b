// Runs every package's benchmark one after the other (never in parallel: they would measure each
// other). Loopback only, bounded durations; each prints its own figures and verdict.
import { runPnpm } from './lib/pnpm.ts';

const benchmarks = ['@guest/sandbox', '@guest/gateway'];
let failed = 0;
for (const name of benchmarks) {
  console.log(`\n━━ ${name} benchmark\n`);
  if (runPnpm(['--filter', name, 'run', 'bench']) !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
