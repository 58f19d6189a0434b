/**
 * Ends the current task so the browser can answer a tap or paint before the next step: on a
 * phone's CPU each step of starting the app (evaluating modules, reading the page's data,
 * starting the router, starting the shell's integrations) takes a long task's share, and as one
 * task they would hold every tap behind them.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
