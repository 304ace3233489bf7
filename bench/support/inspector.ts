/**
 * The heap of a benchmark's server child, read through the V8 inspector: the server starts with
 * `NODE_OPTIONS=--inspect=127.0.0.1:<port>` (`inspectorOptions`), and `openInspector` connects to it to force a full
 * collection and read `process.memoryUsage()` afterwards. Memory read this way is what the server keeps, not the
 * garbage and heap slack that its resident size also holds, so growth per connection can be told from noise.
 */
import { freePort } from '@kampus/test-support';

export type MemoryUsage = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

/** A free loopback port and the NODE_OPTIONS that make the child listen for the inspector on it. */
export const inspectorOptions = async () => {
  const port = await freePort();
  return { port, nodeOptions: `--inspect=127.0.0.1:${port}` };
};

export const openInspector = async (port: number) => {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('the server has no inspector target');
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('inspector connection failed')), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });

  /** Two full collections (the second frees what the first's finalisers released), then the memory in use. */
  const memoryAfterCollection = async (): Promise<MemoryUsage> => {
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const result = (await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    return JSON.parse(result.result.value) as MemoryUsage;
  };

  return { memoryAfterCollection, close: () => socket.close() };
};

/** Bytes as MB with one decimal. */
export const mb = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
