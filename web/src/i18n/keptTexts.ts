import type { i18n as I18n } from 'i18next';

type FixedT = ReturnType<I18n['getFixedT']>;
/** A `t` function as this module calls it: its overloads, which TypeScript cannot forward, put aside. */
type Translate = (...args: unknown[]) => unknown;

/**
 * The texts a server render reads without options, kept for as long as the server's texts are
 * (`initServerI18n`). A drawn page reads some 70 texts, most of them plain (`t('manage.heading')`),
 * and i18next resolves each call anew: the options merged, the namespaces and fallback languages
 * walked, the text scanned for values to interpolate. Measured in the gateway, that was about a
 * tenth of a drawn page's CPU (the root README, "What a guest feels"). A plain text is the
 * same string every time for its language, namespace and key, so it is resolved once; a call
 * with options (a count, values, a default) goes to i18next as before.
 */
export class KeptTexts {
  /** Far more than the app has texts: a flood of made-up keys only empties it. */
  static readonly limit = 20_000;
  readonly #texts = new Map<string, string>();

  /** `instance` with `t` functions (`getFixedT`, as react-i18next asks for them) that keep plain texts. */
  over(instance: I18n): I18n {
    const getFixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => FixedT;
    const texts = this.#texts;
    const fixedT = (...args: unknown[]): FixedT => {
      const translate = getFixedT(...args);
      const [language, namespaces, keyPrefix] = args;
      const scope = `${String(language)}\u0000${String(namespaces)}\u0000${String(keyPrefix ?? '')}\u0000`;
      const keeping = (key: unknown, ...options: unknown[]) => {
        const call = translate as unknown as Translate;
        if (typeof key !== 'string' || options.length > 0) return call(key, ...options);
        const kept = texts.get(scope + key);
        if (kept !== undefined) return kept;
        const text = call(key);
        if (typeof text === 'string') {
          if (texts.size >= KeptTexts.limit) texts.clear();
          texts.set(scope + key, text);
        }
        return text;
      };
      // The language, namespace and prefix i18next notes on its `t`, for whoever reads them.
      return Object.assign(keeping, translate) as unknown as FixedT;
    };
    instance.getFixedT = fixedT as I18n['getFixedT'];
    return instance;
  }
}
