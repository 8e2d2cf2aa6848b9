/**
 * A loopback TCP proxy that a test can cut and restore, to stand for a
 * database server that goes away and comes back (the real server keeps
 * running for every other test).
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped server would. */
  cut: () => Promise<void>;
  /** Accepts connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  await listen();
  const address = server.address();
  port = address && typeof address === 'object' ? address.port : 0;
  return {
    port,
    cut: stop,
    restore: listen,
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
