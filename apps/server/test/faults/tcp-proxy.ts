import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Bytes from clients waiting while the proxy holds traffic, per connection. */
  heldConnections: () => number;
  /** Connections currently open through the proxy. */
  openConnections: () => number;
  /** Connections accepted in black-hole mode so far (never answered). */
  swallowedConnections: () => number;
  /** Keeps the connections open but stops passing client bytes on: queries wait as on an overloaded server. */
  hold: () => void;
  /** Destroys every connection and stops listening, so new ones are refused: the server is gone. */
  cut: () => Promise<void>;
  /** Accepts connections again, on the same port, but never connects them onwards: a server that does not answer. */
  blackHole: () => Promise<void>;
  /** Listens again and passes traffic through: the server is back. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

type Pair = { client: Socket; upstream: Socket | null; held: Buffer[] };

/**
 * A TCP proxy between the server under test and a real PostgreSQL, to take the database away and bring it back
 * without touching the shared PostgreSQL server that other test files use at the same time.
 */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const pairs = new Set<Pair>();
  let mode: 'pass' | 'hold' | 'black-hole' = 'pass';
  let server: Server | null = null;
  let port = 0;
  let swallowed = 0;

  const destroy = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  };

  const onConnection = (client: Socket) => {
    const pair: Pair = { client, upstream: null, held: [] };
    pairs.add(pair);
    client.on('error', () => destroy(pair));
    client.on('close', () => destroy(pair));
    if (mode === 'black-hole') {
      swallowed += 1;
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => destroy(pair));
    upstream.on('close', () => destroy(pair));
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('data', (chunk) => {
      if (mode === 'hold' || pair.held.length > 0) pair.held.push(chunk);
      else upstream.write(chunk);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(onConnection);
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        if (typeof address === 'object' && address) port = address.port;
        server = s;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) resolve();
      else s.close(() => resolve());
    });

  await listen();
  return {
    get port() {
      return port;
    },
    heldConnections: () => [...pairs].filter((p) => p.held.length > 0).length,
    openConnections: () => pairs.size,
    swallowedConnections: () => swallowed,
    hold: () => {
      mode = 'hold';
    },
    cut: async () => {
      const closing = stopListening();
      for (const pair of [...pairs]) destroy(pair);
      await closing;
    },
    blackHole: async () => {
      mode = 'black-hole';
      if (!server) await listen();
    },
    restore: async () => {
      mode = 'pass';
      for (const pair of pairs) {
        for (const chunk of pair.held.splice(0)) pair.upstream?.write(chunk);
      }
      if (!server) await listen();
    },
    close: async () => {
      const closing = stopListening();
      for (const pair of [...pairs]) destroy(pair);
      await closing;
    },
  };
};
