/**
 * The debug panel of a development host (`web/src/shell/debug/DebugPanel.tsx`). `npm start` serves
 * on localhost, a development host, so the panel is there; production never shows it to a guest.
 */
export const debugToolsHidden = 'aside[aria-label="Debug tools"] { display: none !important; }';

/**
 * An init script that leaves the panel out of every page, so the browser tests tap the guest's
 * app as production shows it: the panel appears only once the app has hydrated, fixed over the
 * lower left of the screen, and a tap meant for the page beneath it could land on it instead
 * (a crawl once spent its ten minutes behind the panel it had opened that way).
 */
export function hideDebugTools(css: string): void {
  const hide = () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  };
  if (document.head) hide();
  else document.addEventListener('DOMContentLoaded', hide, { once: true });
}
