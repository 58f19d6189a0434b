// Reads the newest `node --cpu-prof` profile in a folder and prints where the CPU went during
// the last `seconds` of it (the load, not the start-up's module loading): self time by package
// or gateway file, and by function.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount: number;
};

type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
  startTime: number;
};

export function printCpuProfile(folder: string, seconds: number): void {
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(folder, name))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no profile in ${folder}`);
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const hitsOf = new Map<number, number>();
  const loadStartsAt = profile.endTime - seconds * 1_000_000;
  let at = profile.startTime;
  profile.samples.forEach((nodeId, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at >= loadStartsAt) hitsOf.set(nodeId, (hitsOf.get(nodeId) ?? 0) + 1);
  });
  let total = 0;
  let idle = 0;
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    const { url, functionName } = node.callFrame;
    if (functionName === '(idle)') {
      idle += hits;
      continue;
    }
    total += hits;
    const where = url.includes('node_modules')
      ? (url
          .split('node_modules/')
          .at(-1)
          ?.split('/')
          .slice(0, url.includes('/@') ? 2 : 1)
          .join('/') ?? url)
      : url.replace(/^file:\/\/.*\/gateway\//, 'gateway/') || `(${functionName})`;
    byPackage.set(where, (byPackage.get(where) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  console.log(
    `profile: ${file}\nbusy ${((total / (total + idle)) * 100).toFixed(0)}% of the samples; shares below are of the busy time`,
  );
  console.log(`\nself time by package or file\n${top(byPackage, 25)}`);
  console.log(`\nself time by function\n${top(byFunction, 30)}`);
}
