/**
 * A loopback TCP proxy that a test can cut and restore, to stand for a
 * database server that goes away and comes back (the real server keeps
 * running for every other test). Cut, it refuses connections as a stopped
 * server does; blackholed, it accepts them and never answers, as a server
 * behind a dead network path does.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a stopped server would. */
  cut: () => Promise<void>;
  /** Drops every connection, then accepts new ones and never forwards a byte. */
  blackhole: () => Promise<void>;
  /**
   * Every connection open now is dropped when its client next sends
   * anything, which never reaches the server: connections that died
   * unnoticed. New connections work.
   */
  severOnNextWrite: () => void;
  /** Accepts and forwards connections again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let isBlackholed = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const clients = new Map<net.Socket, net.Socket>();
  const server = net.createServer((client) => {
    track(client);
    client.on('error', () => {});
    if (isBlackholed) return; // held open, never answered
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    clients.set(client, upstream);
    client.once('close', () => clients.delete(client));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server.listening) resolve();
      else server.listen(port, '127.0.0.1', () => resolve());
    });
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      dropAll();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });
  await listen();
  const address = server.address();
  port = address && typeof address === 'object' ? address.port : 0;
  return {
    port,
    cut: stop,
    severOnNextWrite: () => {
      for (const [client, upstream] of clients) {
        client.unpipe(upstream);
        client.once('data', () => {
          client.destroy();
          upstream.destroy();
        });
        client.resume();
      }
    },
    blackhole: async () => {
      isBlackholed = true;
      dropAll();
      await listen();
    },
    restore: async () => {
      isBlackholed = false;
      dropAll();
      await listen();
    },
    close: async () => {
      await stop();
    },
  };
}
