type NavigatorWithStandalone = Navigator & { standalone?: boolean };

/** True when the app was opened from the home screen rather than in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as NavigatorWithStandalone).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
