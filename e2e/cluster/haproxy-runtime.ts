import net from 'node:net';

/** One command to HAProxy's runtime API (the stats socket of deploy/haproxy.cfg); resolves with its answer. */
export function haproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = net.createConnection(socket, () => connection.write(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

export interface BackendServer {
  /** UP, DOWN, MAINT… as HAProxy's health checks and the runtime API left it. */
  status: string;
  /** Requests (event streams included) the proxy has open to it now. */
  sessions: number;
}

/** The app instances of the `gauntlet` backend, by server name (app1, app2), from `show stat`. */
export async function backendServers(socket: string): Promise<Map<string, BackendServer>> {
  const [header = '', ...rows] = (await haproxy(socket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const column = (row: string[], name: string) => row[columns.indexOf(name)] ?? '';
  const servers = new Map<string, BackendServer>();
  for (const row of rows.map((line) => line.split(','))) {
    const name = column(row, 'svname');
    if (column(row, 'pxname') !== 'gauntlet' || name === 'BACKEND' || name === 'FRONTEND') continue;
    servers.set(name, { status: column(row, 'status'), sessions: Number(column(row, 'scur')) });
  }
  return servers;
}
