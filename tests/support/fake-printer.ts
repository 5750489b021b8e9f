// A network receipt printer for the tests (issue 33): a TCP server on loopback, port 0. It answers the status request
// (DLE EOT 1) with "on line" and keeps each connection's bytes as one job; a silent one never answers anything.
import { createServer, type Server, type Socket } from 'node:net';

const STATUS_REQUEST = [0x10, 0x04, 0x01];
/** Printer status (DLE EOT 1): bits 1 and 4 are always set; bit 3 clear is "on line". */
const ON_LINE = 0x12;

export interface FakePrinter {
  address: string;
  port: number;
  /** Each connection's bytes after the status request, once the connection ended. */
  jobs: Uint8Array[];
  /** How many connections were made. */
  connections(): number;
  /** The next job to arrive (or one already arrived and not yet taken). */
  nextJob(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function startFakePrinter(options: { silent?: boolean } = {}): Promise<FakePrinter> {
  const jobs: Uint8Array[] = [];
  const waiting: Array<(job: Uint8Array) => void> = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let taken = 0;
  const server: Server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    const chunks: Buffer[] = [];
    let answered = false;
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      if (!options.silent && !answered && STATUS_REQUEST.every((b, i) => all[i] === b)) {
        answered = true;
        socket.write(Uint8Array.of(ON_LINE));
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      const all = Buffer.concat(chunks);
      const job = new Uint8Array(STATUS_REQUEST.every((b, i) => all[i] === b) ? all.subarray(STATUS_REQUEST.length) : all);
      if (options.silent) return;
      const next = waiting.shift();
      if (next) {
        taken += 1;
        jobs.push(job);
        next(job);
      } else jobs.push(job);
    });
  });
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const port = (server.address() as { port: number }).port;
  return {
    address: `127.0.0.1:${port}`,
    port,
    jobs,
    connections: () => connections,
    nextJob() {
      const ready = jobs[taken];
      if (ready) {
        taken += 1;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
