// A heap snapshot of a running Node process through its inspector (`--inspect=127.0.0.1:<port>`):
// the snapshot is taken on the process's main thread, so when the answer arrives it is complete
// (a snapshot on `--heapsnapshot-signal` is written while the process goes on, and took a loaded
// machine ten seconds and more to appear).

/** The V8 heap snapshot of the process whose inspector listens on `port`, as its JSON text. */
export async function takeHeapSnapshot(port: number): Promise<string> {
  const targets = (await fetch(`http://127.0.0.1:${port}/json/list`).then((response) =>
    response.json(),
  )) as { webSocketDebuggerUrl: string }[];
  const address = targets[0]?.webSocketDebuggerUrl;
  if (!address) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const chunks: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          method?: string;
          params?: { chunk: string };
          error?: { message: string };
        };
        if (message.method === 'HeapProfiler.addHeapSnapshotChunk' && message.params) {
          chunks.push(message.params.chunk);
        } else if (message.id === 1) {
          if (message.error) reject(new Error(message.error.message));
          else resolve();
        }
      });
      socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.takeHeapSnapshot', params: {} }));
    });
  } finally {
    socket.close();
  }
  return chunks.join('');
}

/**
 * The process's live heap: a full garbage collection, then V8's heap in use, in bytes. Cheaper
 * than a snapshot (no graph is written), so it can be read while the load runs.
 */
export async function liveHeapBytes(port: number): Promise<number> {
  const targets = (await fetch(`http://127.0.0.1:${port}/json/list`).then((response) =>
    response.json(),
  )) as { webSocketDebuggerUrl: string }[];
  const address = targets[0]?.webSocketDebuggerUrl;
  if (!address) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const call = (id: number, method: string) =>
    new Promise<{ usedSize?: number }>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: { usedSize?: number };
          error?: { message: string };
        };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(message.error.message));
        else resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params: {} }));
    });
  try {
    await call(1, 'HeapProfiler.collectGarbage');
    const { usedSize } = await call(2, 'Runtime.getHeapUsage');
    if (usedSize === undefined) throw new Error('Runtime.getHeapUsage gave no usedSize');
    return usedSize;
  } finally {
    socket.close();
  }
}
