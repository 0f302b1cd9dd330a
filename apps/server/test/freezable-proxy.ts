import net from 'node:net';

export interface FreezableProxy {
  /** A connection string like `target`'s, through the proxy. */
  url: string;
  /** From now on nothing passes either way, and nothing is closed: a stalled network path. */
  freeze(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of the PostgreSQL server of `target` that a test can freeze. */
export async function startFreezableProxy(target: string): Promise<FreezableProxy> {
  const upstream = new URL(target);
  const pairs: [net.Socket, net.Socket][] = [];
  let frozen = false;
  const server = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    pairs.push([client, server]);
    for (const [from, to] of [
      [client, server],
      [server, client],
    ] as const) {
      from.on('data', (chunk) => {
        if (!frozen) to.write(chunk);
      });
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    freeze: () => {
      frozen = true;
    },
    close: async () => {
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
