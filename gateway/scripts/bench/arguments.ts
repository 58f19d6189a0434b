// What every benchmark script does with its command line: pnpm passes the `--` separator
// through (it is not an argument), and every number is an integer within the script's bounds.
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';

export function benchArguments<const Options extends ParseArgsOptionsConfig>(options: Options) {
  return parseArgs({
    args: process.argv.slice(2).filter((argument) => argument !== '--'),
    options,
  }).values;
}

/** `value` as an integer from `min` to `max`, or an error naming the option and its range. */
export function bounded(name: string, value: string | undefined, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`--${name} must be an integer from ${min} to ${max}`);
  }
  return number;
}
