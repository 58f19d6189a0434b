import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

const { packageManager } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  packageManager: string;
};

/**
 * The command that runs the pinned pnpm: the one running us when there is one (`pnpm run` sets
 * npm_execpath), else the exact version through npm; pnpm is not assumed to be on PATH.
 */
export function pnpmCommand(): string[] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, execPath];
  return ['npm', 'exec', '--yes', packageManager, '--'];
}

/** Runs pnpm with these arguments in the repo root, inheriting the terminal; returns the exit status. */
export function runPnpm(args: string[], env: NodeJS.ProcessEnv = {}): number {
  const [command = 'npm', ...rest] = [...pnpmCommand(), ...args];
  const result = spawnSync(command, rest, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}
