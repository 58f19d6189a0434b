/**
 * The moment shutdown starts, before the listener closes. Closing the listener at once resets
 * every connection the kernel has accepted but Node has not yet taken (a burst arriving with the
 * SIGTERM), so the gateway first drains: it keeps accepting and answering for a short while,
 * `/readyz` answers 503 so the load balancer stops sending, and every answer asks its client to
 * close the connection (`Connection: close`), so keep-alive clients reconnect elsewhere.
 */
export type Drain = {
  /** True once shutdown has started. */
  readonly started: boolean;
  start(): void;
};

export function createDrain(): Drain {
  let started = false;
  return {
    get started() {
      return started;
    },
    start() {
      started = true;
    },
  };
}
