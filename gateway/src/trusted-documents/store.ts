import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One published version of an app's documents. Versions are immutable; retiring one is final. */
export type StoredVersion = {
  app: string;
  version: string;
  publishedAt: string;
  /** When it was retired: from then on none of its documents runs. Null while active. */
  retiredAt: string | null;
  documents: Record<string, string>;
};

export type VersionSummary = Omit<StoredVersion, 'documents'> & { documentCount: number };

export function summaryOf({ documents, ...version }: StoredVersion): VersionSummary {
  return { ...version, documentCount: Object.keys(documents).length };
}

/** An app's name or a version as the admin API and the request headers spell them. */
export const appOrVersionPattern = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

/**
 * Where published documents live, so that every replica reads the same: Redis when replicas share
 * state (`shared-state/documents.ts`), else a directory (a gateway alone).
 */
export interface DocumentStore {
  readonly kind: 'directory' | 'redis';
  loadAll(): Promise<StoredVersion[]>;
  load(app: string, version: string): Promise<StoredVersion | undefined>;
  save(version: StoredVersion): Promise<void>;
  /** Forgets a version, documents and all; one that is not there is no error. */
  remove(app: string, version: string): Promise<void>;
  /**
   * Calls `onChange` when another replica published, retired or removed a version; returns a
   * stop.
   */
  watch(onChange: (app: string, version: string) => void): () => void;
  close(): Promise<void>;
}

/**
 * One JSON file per version, `<directory>/<app>/<version>.json`, written to a temporary file and
 * renamed into place, so a reader never sees half a version. App and version names are checked
 * against `appOrVersionPattern` before they reach a path.
 */
export function directoryStore(directory: string): DocumentStore {
  const fileOf = (app: string, version: string) => {
    if (!appOrVersionPattern.test(app) || !appOrVersionPattern.test(version)) {
      throw new Error(`not an app or version name: ${app} ${version}`);
    }
    return join(directory, app, `${version}.json`);
  };
  const read = async (file: string): Promise<StoredVersion | undefined> => {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as StoredVersion;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  return {
    kind: 'directory',
    async loadAll() {
      let apps: string[];
      try {
        apps = await readdir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const versions: StoredVersion[] = [];
      for (const app of apps.filter((name) => appOrVersionPattern.test(name))) {
        for (const name of await readdir(join(directory, app))) {
          if (!name.endsWith('.json')) continue;
          const stored = await read(join(directory, app, name));
          if (stored) versions.push(stored);
        }
      }
      return versions;
    },
    load: (app, version) => read(fileOf(app, version)),
    async save(version) {
      const file = fileOf(version.app, version.version);
      await mkdir(join(directory, version.app), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, `${JSON.stringify(version, null, 2)}\n`);
      await rename(partial, file);
    },
    async remove(app, version) {
      await rm(fileOf(app, version), { force: true });
    },
    watch: () => () => {},
    close: async () => {},
  };
}
