// Sending a print job to a network receipt printer (raw ESC/POS on a TCP port, issue 33). The printer is first asked
// for its status (DLE EOT 1, answered at once by an ESC/POS printer that is on), and only then sent the job, so a
// printer that is off, unplugged or busy does not half-print; the whole exchange has a deadline. Every socket error
// comes back as a message, never thrown past the caller: a device that fails never blocks a save or ends the process.
import { connect } from 'node:net';
import { formatPrinterAddress, type PrinterAddress } from '../../core/devices/printer-address';

/** DLE EOT 1: transmit the printer status. */
const STATUS_REQUEST = Uint8Array.of(0x10, 0x04, 0x01);
/** In the printer status byte: the printer is off line. */
const OFFLINE = 0x08;
export const DEFAULT_PRINTER_TIMEOUT_MS = 3000;

/** KULIR_PRINTER_TIMEOUT_MS, else 3 s: how long a printer has to answer and take the job. */
export function printerTimeoutMs(): number {
  const set = Number(process.env.KULIR_PRINTER_TIMEOUT_MS);
  return Number.isInteger(set) && set > 0 ? set : DEFAULT_PRINTER_TIMEOUT_MS;
}

export type PrinterOutcome = { ok: true } | { ok: false; msg: string };

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

function refusal(address: PrinterAddress, error: NodeJS.ErrnoException): string {
  const where = formatPrinterAddress(address);
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The receipt printer at ${where} refused the connection: check its address and that it is on.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The receipt printer ${address.host} was not found on the network.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `The receipt printer at ${where} cannot be reached from the server.`;
    default:
      return `The receipt printer at ${where} could not be reached (${error.code ?? error.message}).`;
  }
}

/** Sends the job; resolves with what happened, within the timeout (plus a moment for the socket to close). */
export function sendToPrinter(address: PrinterAddress, job: Uint8Array, timeoutMs = printerTimeoutMs()): Promise<PrinterOutcome> {
  return new Promise((resolve) => {
    const where = formatPrinterAddress(address);
    let settled = false;
    const socket = connect({ host: address.host, port: address.port });
    const finish = (outcome: PrinterOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (outcome.ok) {
        // The job is with the printer; one that never closes its side is not waited for.
        socket.end();
        setTimeout(() => socket.destroy(), timeoutMs).unref();
      } else socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, msg: `The receipt printer at ${where} did not answer within ${seconds(timeoutMs)}.` }), timeoutMs);
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ ok: false, msg: refusal(address, error) }));
    socket.once('connect', () => socket.write(STATUS_REQUEST));
    socket.once('data', (status: Buffer) => {
      if (((status[0] ?? 0) & OFFLINE) !== 0) {
        finish({ ok: false, msg: `The receipt printer at ${where} is off line: check its paper and cover.` });
        return;
      }
      socket.write(job, (error) => (error ? finish({ ok: false, msg: refusal(address, error) }) : finish({ ok: true })));
    });
    socket.on('close', () => finish({ ok: false, msg: `The receipt printer at ${where} closed the connection before taking the job.` }));
  });
}
