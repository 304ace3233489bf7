import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How the server lets go of its connections when it closes (SIGTERM in main.ts, and every test's app.close()).
 *
 * Node's server.close() ends kept-alive connections that sit between requests, but a connection that has not sent a
 * request yet counts as busy (it is waiting for its headers), and close waits for it until the headers timeout, a
 * minute, past the 10 s shutdown grace. Such connections are ordinary: browsers open spare ones ahead of need, and
 * HTTP clients open a new one when a connection they used is closed (fetch does when a notification stream ends).
 * Fastify also keeps listening until every preClose hook has run, and the job engine's waits on the database, for
 * seconds when jobs are running: connections opened in that window used to hold the close up the same way.
 *
 * So, before any other preClose hook waits, the listener closes and every connection without a request in flight
 * is closed. Requests in flight (notification streams included, which their own hook ends) finish as before, and
 * their connections close once they are answered; Fastify's close waits for them.
 */
export const closeConnectionsFirst = (app: FastifyInstance) => {
  const connections = new Map<Socket, { requests: number }>();
  let isClosing = false;
  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { requests: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    const connection = connections.get(socket);
    if (!connection) return;
    connection.requests += 1;
    // 'close' follows 'finish', and also comes alone when the connection broke before the response was sent.
    response.once('close', () => {
      connection.requests -= 1;
      // A response that ends during the close (a notification stream ended by its hook) would otherwise leave its
      // connection kept alive, and waited for, until the keep-alive timeout. Ending it sends what is still buffered.
      if (isClosing && connection.requests === 0) socket.end(() => socket.destroy());
    });
  });
  // Registered before every other plugin, so it runs first among the preClose hooks.
  app.addHook('preClose', (done) => {
    isClosing = true;
    // Fastify's own server.close() later only waits for what is left: Node answers a second call once drained.
    if (app.server.listening) app.server.close();
    for (const [socket, { requests }] of connections) if (requests === 0) socket.destroy();
    done();
  });
};
