import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Manifest } from './manifest.ts';
import { type DocumentRegistry, VersionConflict, webAppName } from './registry.ts';

/*
 * The web client's documents outlive its build. A guest's installed app runs the build its
 * service worker holds until the guest reloads, so for a while after every deploy phones send the
 * previous build's document ids; during a rolling deploy, replicas of the previous build meet the
 * new build's. Each replica therefore publishes its build's documents as a version of the web
 * client (`guest-web`) in the shared document store, where every replica finds them, and a build
 * stays trusted until a newer one has been served for `keptForMs`; then it is removed, so that a
 * deploy a day does not pile builds up in every replica's memory (gateway/README.md, "The web
 * client's previous builds").
 */

/**
 * The version a web build's documents are published as: named by the documents themselves, so
 * that every replica of one build, and the same build started again, publish one version.
 */
export function webBuildVersion(documents: Manifest): string {
  const hash = createHash('sha256');
  // A document's id is the hash of its text: the ids name the documents.
  for (const id of [...documents.keys()].sort()) hash.update(`${id}\n`);
  return `build-${hash.digest('hex').slice(0, 16)}`;
}

/** The first wait before publishing again, doubled after each failure up to the longest. */
const firstRetryMs = 1000;
const longestRetryMs = 60_000;

/**
 * Publishes this build's documents and removes the web client's versions superseded for longer
 * than `keptForMs`. A store that is away (Redis still connecting at start, or restarting) is
 * tried again, less and less often, until it takes them or `signal` ends the wait. Never throws:
 * the build's own documents work from its bundle whatever the store says.
 */
export async function keepWebBuild(
  registry: Pick<DocumentRegistry, 'publish' | 'remove' | 'list'>,
  documents: Manifest,
  options: {
    keptForMs: number;
    now: () => Date;
    logger: FastifyBaseLogger;
    signal?: AbortSignal;
    retryMs?: number;
  },
): Promise<void> {
  const { logger } = options;
  if (documents.size === 0) return;
  const version = webBuildVersion(documents);
  for (let wait = options.retryMs ?? firstRetryMs; ; wait = Math.min(wait * 2, longestRetryMs)) {
    try {
      await registry.publish(webAppName, version, documents);
      break;
    } catch (error) {
      if (error instanceof VersionConflict) {
        // An operator retired this build by hand: its phones keep working on the replicas that
        // run it, from their bundle, and nowhere else.
        logger.info({ version }, 'web build documents: this build was retired in the store');
        break;
      }
      logger.warn(
        { err: error, version, retryInMs: wait },
        'web build documents: could not publish this build',
      );
      try {
        await sleep(wait, undefined, { signal: options.signal });
      } catch {
        return;
      }
    }
  }
  for (const superseded of supersededBefore(registry.list(), version, options)) {
    try {
      await registry.remove(webAppName, superseded);
    } catch (error) {
      logger.warn({ err: error, version: superseded }, 'web build documents: could not remove');
    }
  }
}

/**
 * The web client's versions other than `current` that a newer one replaced more than `keptForMs`
 * ago. A version is replaced when the next one is published, so a build served for months is
 * still kept for `keptForMs` after its successor arrives.
 */
function supersededBefore(
  versions: ReturnType<DocumentRegistry['list']>,
  current: string,
  { keptForMs, now }: { keptForMs: number; now: () => Date },
): string[] {
  const keptSince = now().getTime() - keptForMs;
  const builds = versions
    .filter((version) => version.app === webAppName)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  return builds
    .filter((build, index) => {
      const successor = builds[index + 1];
      return (
        build.version !== current &&
        successor !== undefined &&
        Date.parse(successor.publishedAt) <= keptSince
      );
    })
    .map((build) => build.version);
}
