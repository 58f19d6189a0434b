import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * Starts a server as its own Node process (the real binary, not the `node_modules/.bin` wrapper,
 * so SIGTERM reaches it). Its stdout is discarded: the gateway still formats and writes every log
 * line, as in production, but the terminal shows only the benchmark.
 */
export function startServer(
  name: string,
  script: string,
  options: { cwd: string; env: Record<string, string>; nodeArgs?: string[]; args?: string[] },
): ChildProcess {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), script, ...(options.args ?? [])],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} exited with ${code}`);
  });
  return child;
}

/** Waits until `url` answers below 500, for at most thirty seconds (a busy machine starts slowly). */
export async function waitUntilServing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Sends SIGTERM and waits for the exit, so the benchmark never leaves a server behind. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(forced);
}

/** Sums a Prometheus counter (every label set) from a `/metrics` page. */
export function counterTotal(metricsPage: string, name: string): number {
  let total = 0;
  for (const line of metricsPage.split('\n')) {
    if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) {
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return total;
}

/**
 * Fails when something already listens on `port` on the loopback: the benchmark would otherwise
 * measure that process (e.g. a second benchmark run) instead of the servers it starts.
 */
export async function assertPortFree(port: number): Promise<void> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what listens there`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
