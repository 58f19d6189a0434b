#!/usr/bin/env node
// The README's commands land here (`npm start`, `npm test`) on whatever Node >= 20 and package
// manager the machine has. It installs the workspace with the pnpm version pinned in package.json
// and hands over to `pnpm run <task>`, which runs on the Node 24 that the root devDependency
// "node" installs. Plain JavaScript on purpose: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const tasks = {
  start: 'task:start',
  test: 'task:test',
  'test:journeys': 'task:test:journeys',
  dev: 'task:dev',
  bench: 'task:bench',
  'bench:web': 'task:bench:web',
  'bench:journey': 'task:bench:journey',
  'bench:soak': 'task:bench:soak',
  'bench:hive': 'task:bench:hive',
  'documents:publish': 'task:documents:publish',
  'documents:retire': 'task:documents:retire',
  'documents:list': 'task:documents:list',
};
const task = tasks[process.argv[2]];
if (!task) {
  console.error(`Usage: node scripts/bootstrap.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(
    `Node ${process.versions.node} is too old: install Node 20 or newer, then run this again.`,
  );
  process.exit(1);
}

const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const pinnedPnpm = packageManager; // e.g. "pnpm@10.34.9"

// When the caller is already the pinned pnpm (`pnpm test`), reuse it; otherwise fetch exactly that
// version through npm. corepack is avoided: it is gone from Node 25 and refuses registry mirrors
// whose packages carry no signatures.
const userAgent = process.env.npm_config_user_agent ?? '';
const execPath = process.env.npm_execpath ?? '';
const calledByPinnedPnpm =
  userAgent.startsWith(`${pinnedPnpm.replace('@', '/')} `) && /pnpm/.test(execPath);
const pnpm = calledByPinnedPnpm
  ? [process.execPath, execPath]
  : ['npm', 'exec', '--yes', pinnedPnpm, '--'];

function run(args) {
  const [command, ...rest] = [...pnpm, ...args];
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
const installStatus = run(['install', '--reporter=append-only', ...frozen]);
if (installStatus !== 0) process.exit(installStatus);

// The task runs in a process group of its own so that a signal sent to this process alone (a
// supervisor, Playwright's webServer, Ctrl-C) reaches every process under it, through the shell
// wrappers of npm, pnpm and node_modules/.bin/node, none of which pass signals on.
const [command, ...rest] = [...pnpm, 'run', '--silent', task, ...process.argv.slice(3)];
const child = spawn(command, rest, {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
  detached: true,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
