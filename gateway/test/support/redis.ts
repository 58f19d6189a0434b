import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { delimiter, join } from 'node:path';

/** A Redis for tests: the one answering on the port, or one started here; or why there is none. */
export type TestRedis =
  | { available: true; url: string; port: number; stop(): Promise<void> }
  | { available: false; reason: string };

/** The port the tests use: never Redis's default 6379, which other things on a machine may use. */
export const testRedisPort = Number(process.env.TEST_REDIS_PORT ?? 6391);

/** True when something on 127.0.0.1:`port` (or at a socket path) answers PING with PONG. */
export function redisAnswers(port: number | string, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket =
      typeof port === 'string' ? connect({ path: port }) : connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function redisServerBinary(): string | undefined {
  const candidates = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((directory) => join(directory, 'redis-server'));
  return ['/usr/bin/redis-server', ...candidates].find((path) => existsSync(path));
}

/**
 * Starts a memory-only `redis-server` on `port` (0 with `--unixsocket <path>` in `extra` for a
 * socket only); resolves once it answers.
 */
export async function startRedisServer(
  binary: string,
  port: number,
  extra: string[] = [],
): Promise<ChildProcess> {
  const args = ['--port', String(port), '--save', '', '--appendonly', 'no', ...extra];
  const server = spawn(binary, args, { stdio: 'ignore' });
  const socket = extra[extra.indexOf('--unixsocket') + 1];
  for (let waited = 0; waited < 5000; waited += 50) {
    if (await redisAnswers(port === 0 && socket ? socket : port)) return server;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function stopRedisServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * The Redis the cross-replica tests run against: one already answering on `testRedisPort`, else a
 * `redis-server` started here (Debian's `redis-server` package; CI installs it), else none, with
 * the reason for the test to report.
 */
export async function useTestRedis(port = testRedisPort): Promise<TestRedis> {
  const url = `redis://127.0.0.1:${port}`;
  if (await redisAnswers(port)) return { available: true, url, port, stop: async () => {} };
  const binary = redisServerBinary();
  if (!binary) {
    return {
      available: false,
      reason: `no Redis answers on 127.0.0.1:${port} and no redis-server binary is installed (apt-get install redis-server)`,
    };
  }
  const server = await startRedisServer(binary, port);
  return { available: true, url, port, stop: () => stopRedisServer(server) };
}
