import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now, for a server started by a test or a benchmark. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
