type NavigatorWithStandalone = Navigator & { standalone?: boolean };

/** True when the app was opened from the home screen rather than in a browser tab. */
export function isStandalone(): boolean {
  // A server render: the installed app opens from its service worker's shell, which the browser
  // renders, so a page the server draws is one opened in a browser tab.
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as NavigatorWithStandalone).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
