import net from 'node:net';
import { freePort } from './server-process';

/**
 * A loopback TCP relay in front of a real service (Postgres, Redis): `cut()` closes it and
 * drops every open connection, as a stopped server would (new connections are refused);
 * `restore()` listens again on the same port. The machine's shared service keeps running.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });

  await listen();
  return {
    port,
    async cut() {
      const closed = new Promise<void>((resolve) =>
        server ? server.close(() => resolve()) : resolve(),
      );
      for (const socket of sockets) socket.destroy();
      await closed;
      server = undefined;
    },
    async restore() {
      if (!server) await listen();
    },
    close() {
      return this.cut();
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
