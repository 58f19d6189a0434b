// What compressing one answer costs the gateway in each encoding it can send, and what it weighs:
// the CPU time of one call (user + system, median of rounds) and the compressed size, for zstd at
// its default level (what Chromium and Firefox get), brotli at the gateway's level and the
// plugin's, and gzip at its default level (`src/http/compression.ts`). The answer is a file, e.g.
// a drawn stay page saved with
//
//   curl -s -H 'accept: text/html' 'http://127.0.0.1:4800/stay?slug=<slug>' > /tmp/stay.html
//   pnpm --filter @guest/gateway bench:compression -- /tmp/stay.html [--calls 2000]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync, zstdCompressSync } from 'node:zlib';

const { values, positionals } = parseArgs({
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: { calls: { type: 'string', default: '2000' } },
  allowPositionals: true,
});
const [file] = positionals;
if (!file) throw new Error('Name the answer to compress: bench:compression -- <file>');
const calls = Number(values.calls);
if (!Number.isInteger(calls) || calls < 100 || calls > 100_000) {
  throw new Error('--calls must be an integer from 100 to 100000');
}
const answer = readFileSync(file);

const brotliAt = (quality: number) => () =>
  brotliCompressSync(answer, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
    },
  });
const encodings: [string, () => Buffer][] = [
  ['zstd, level 3 (first choice)', () => zstdCompressSync(answer)],
  ['brotli, level 3 (without zstd)', brotliAt(3)],
  ["brotli, level 4 (the plugin's)", brotliAt(4)],
  ['gzip, level 6 (the last choice)', () => gzipSync(answer)],
];

/** Milliseconds of CPU one call takes, over `count` calls. */
function cpuPerCall(compress: () => Buffer, count: number): number {
  const before = process.cpuUsage();
  for (let call = 0; call < count; call++) compress();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

const rounds = 5;
console.log(`${file}: ${answer.length} bytes, ${calls} calls per encoding in ${rounds} rounds\n`);
for (const [name, compress] of encodings) {
  cpuPerCall(compress, Math.min(calls, 200));
  const perRound = Array.from({ length: rounds }, () => cpuPerCall(compress, calls / rounds)).sort(
    (a, b) => a - b,
  );
  const median = perRound[Math.floor(rounds / 2)] ?? Number.NaN;
  console.log(
    `${name.padEnd(34)} ${median.toFixed(3)} ms of CPU per call   ${String(compress().length).padStart(7)} bytes`,
  );
}
