import type { BotCheckOptions } from '../botCheck.ts';

/** The part of the vendor's global (Cloudflare Turnstile, explicit rendering) this app uses. */
type Turnstile = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      appearance: 'interaction-only';
      language?: string;
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
    },
  ): string;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const scriptUrl = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let loading: Promise<Turnstile> | undefined;

function loadTurnstile(): Promise<Turnstile> {
  // Already on the page (loaded before, or a test's stand-in).
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('No bot-check widget.'));
    script.onerror = () => {
      loading = undefined;
      reject(new Error('The bot-check widget could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Runs the widget once (shown only when it needs the guest) and answers its token. */
export async function solveBotCheck(siteKey: string, options: BotCheckOptions): Promise<string> {
  const turnstile = await loadTurnstile();
  const container = options.container ?? document.createElement('div');
  if (!options.container) document.body.append(container);
  try {
    return await new Promise<string>((resolve, reject) => {
      const widgetId = turnstile.render(container, {
        sitekey: siteKey,
        appearance: 'interaction-only',
        ...(options.locale ? { language: options.locale.toLowerCase() } : {}),
        callback: (token) => {
          turnstile.remove(widgetId);
          resolve(token);
        },
        'error-callback': () => reject(new Error('The bot check failed.')),
        'expired-callback': () => reject(new Error('The bot check expired.')),
      });
    });
  } finally {
    if (!options.container) container.remove();
  }
}
