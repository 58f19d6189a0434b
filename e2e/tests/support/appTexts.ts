import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The app's own texts in one of its languages, read from the web app's locale files, so that a
 * walk in German taps the buttons a German guest sees by the names the app gives them.
 */

const localesDir = join(import.meta.dirname, '../../../web/src/locales');

type Tree = { [key: string]: string | Tree };
type Values = Record<string, string | number>;

export type AppTexts = {
  /** `t('stayDetails:manage.extend')`, `t('stay:dates.nights', { count: 3 })`, as i18next would. */
  t: (key: string, values?: Values) => string;
  /** The text as a pattern: the values given written in, the others standing for anything. */
  pattern: (key: string, values?: Values) => RegExp;
  locale: string;
};

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function appTexts(locale: string): AppTexts {
  const namespaces = new Map<string, Tree>();
  for (const file of readdirSync(join(localesDir, locale))) {
    namespaces.set(
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')) as Tree,
    );
  }
  const plurals = new Intl.PluralRules(locale);
  const template = (key: string, values: Values) => {
    const [namespace = '', path = ''] = key.split(':');
    const tree = namespaces.get(namespace);
    if (!tree) throw new Error(`no namespace '${namespace}' in ${locale}`);
    const text =
      (typeof values.count === 'number'
        ? lookup(tree, `${path}_${plurals.select(values.count)}`)
        : undefined) ?? lookup(tree, path);
    if (text === undefined) throw new Error(`no text '${key}' in ${locale}`);
    return text.split(/(\{\{\s*\w+\s*\}\})/);
  };
  const nameOf = (part: string) => part.match(/^\{\{\s*(\w+)\s*\}\}$/)?.[1];
  const t = (key: string, values: Values = {}) =>
    template(key, values)
      .map((part) => {
        const name = nameOf(part);
        if (name === undefined) return part;
        const value = values[name];
        if (value === undefined) throw new Error(`'${key}' needs {{${name}}}`);
        return String(value);
      })
      .join('');
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const textPattern = (key: string, values: Values = {}) =>
    new RegExp(
      template(key, values)
        .map((part) => {
          const name = nameOf(part);
          if (name === undefined) return literal(part);
          const value = values[name];
          return value === undefined ? '.*?' : literal(String(value));
        })
        .join(''),
    );
  return { t, pattern: textPattern, locale };
}
