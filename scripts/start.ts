// Runs the whole product on embedded defaults: the sandbox core API (SQLite, seeded on first start)
// and the gateway serving /graphql and the built web app on one origin. Stays in the foreground;
// Ctrl-C or SIGTERM stops both servers cleanly. `--dev` serves the web app from its sources instead
// of the production build: the gateway draws its pages on the server through Vite in middleware
// mode (WEB_CLIENT=sources, web/dev-server.ts) and the browser's modules are replaced as they
// change (HMR); the servers restart when their own code changes.
import { type ChildProcess, spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildWebIfStale, repoRoot } from './lib/web-build.ts';

const { values: flags } = parseArgs({ options: { dev: { type: 'boolean', default: false } } });

const gatewayPort = process.env.PORT ?? '4000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const coreApiUrl = process.env.CORE_API_URL ?? `http://localhost:${sandboxPort}`;
const children = new Map<string, ChildProcess>();
let stopping = false;

function launch(name: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  // process.execPath is the real Node 24 binary, not the node_modules/.bin shell wrapper, so
  // signals sent to the child reach Node itself. Each child has a process group of its own, so
  // that a Ctrl-C reaches it once, through stop(): a second signal makes close-with-grace give up
  // on the graceful close.
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    detached: true,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(
        `${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`,
      );
      process.exitCode = 1;
      stop('SIGTERM');
    } else if (children.size === 0) {
      process.exit();
    }
  });
  return child;
}

function stop(signal: NodeJS.Signals): void {
  stopping = true;
  if (children.size === 0) process.exit();
  for (const child of children.values()) child.kill(signal);
  // A server that does not finish its graceful close in time is not allowed to hang the terminal.
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, 15_000).unref();
}

async function waitForHttp(url: string, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

const watch = flags.dev ? ['--watch'] : [];
if (!flags.dev) buildWebIfStale();

if (!process.env.CORE_API_URL) {
  launch('sandbox', [...watch, 'sandbox/src/server.ts'], { SANDBOX_PORT: sandboxPort });
  await waitForHttp(`http://localhost:${sandboxPort}/openapi.json`, 'The sandbox');
}
launch('gateway', [...watch, 'gateway/src/server.ts'], {
  PORT: gatewayPort,
  CORE_API_URL: coreApiUrl,
  ...(flags.dev ? { WEB_CLIENT: 'sources' } : {}),
});
await waitForHttp(`http://localhost:${gatewayPort}/healthz`, 'The gateway');

console.log(`
  Guest app        http://localhost:${gatewayPort}${flags.dev ? ' (drawn on the server from the sources, with HMR)' : ''}
  GraphQL          http://localhost:${gatewayPort}/graphql${flags.dev ? ' (GraphiQL)' : ''}
  Core API         ${coreApiUrl}${process.env.CORE_API_URL ? '' : ' (sandbox, OpenAPI at /openapi.json)'}

  Try it: open http://localhost:${gatewayPort}/check-in, last name "Virtanen", booking number "BK-100001".
  Press Ctrl-C to stop.
`);
