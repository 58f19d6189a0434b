import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const localesDirectory = join(import.meta.dirname, '..', 'src', 'locales');

type TextsFile = { locale: string; namespace: string; json: string };

function textsFiles(): TextsFile[] {
  return readdirSync(localesDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(join(localesDirectory, locale.name))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          locale: locale.name,
          namespace: file.replace(/\.json$/, ''),
          // Minified, and a malformed file fails the build here rather than in a guest's browser.
          json: JSON.stringify(
            JSON.parse(readFileSync(join(localesDirectory, locale.name, file), 'utf8')),
          ),
        })),
    )
    .sort((a, b) => `${a.locale}/${a.namespace}`.localeCompare(`${b.locale}/${b.namespace}`));
}

/** The address of one namespace's texts: `assets/locales/<locale>-<namespace>-<version>.json`. */
export function textsFileName(locale: string, namespace: string, version: string): string {
  return `assets/locales/${locale}-${namespace}-${version}.json`;
}

/**
 * The texts of every locale and namespace as JSON files of the build, fetched by i18next when a
 * screen or a language needs them (`src/i18n/i18n.ts`). One version, a hash of all texts, is in
 * every name: the entry carries that one string instead of an import per file (100 of them cost
 * every page 3.5 KB gzipped), and the names stay content-addressed, so they are cached as
 * immutable like the chunks. `__TEXTS_VERSION__` is the version; the dev server answers the
 * same addresses from the source files.
 */
export function localeTexts(): Plugin {
  let version = 'dev';
  return {
    name: 'guest:locale-texts',
    config(_, { command }) {
      if (command === 'build') {
        const hash = createHash('sha256');
        for (const file of textsFiles())
          hash.update(`${file.locale}/${file.namespace}\n${file.json}\n`);
        version = hash.digest('base64url').slice(0, 10);
      }
      return { define: { __TEXTS_VERSION__: JSON.stringify(version) } };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.match(
          /^\/assets\/locales\/([a-z]{2}-[A-Z]{2})-(\w+)-dev\.json$/,
        );
        const file =
          match && textsFiles().find((f) => f.locale === match[1] && f.namespace === match[2]);
        if (!file) return next();
        response.setHeader('content-type', 'application/json');
        response.end(file.json);
      });
    },
    generateBundle() {
      for (const file of textsFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: textsFileName(file.locale, file.namespace, version),
          source: file.json,
        });
      }
    },
  };
}
