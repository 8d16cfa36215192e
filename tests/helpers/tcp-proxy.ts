/**
 * A TCP proxy in front of a database, so a test can drop the connections the functions hold:
 * every one at once (`dropAll`), or the one that sends a given statement (`dropOn`), as a
 * restarted server or a broken network would.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The database URL with the proxy's host and port. */
  url: string;
  /** Connections that passed through so far. */
  readonly opened: number;
  dropAll(): void;
  /** Drops a connection instead of forwarding a message that contains `text` (once, then forwards again). */
  dropOn(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const pairs = new Set<[Socket, Socket]>();
  let trigger: { text: string; resolve: () => void } | null = null;
  let opened = 0;
  const server: Server = createServer((client) => {
    opened += 1;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(pair);
    };
    client.on('data', (chunk) => {
      if (trigger && chunk.toString('latin1').includes(trigger.text)) {
        const { resolve } = trigger;
        trigger = null;
        end();
        resolve();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    url: url.toString(),
    get opened() {
      return opened;
    },
    dropAll,
    dropOn(text) {
      return new Promise((resolve) => {
        trigger = { text, resolve };
      });
    },
    async close() {
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
