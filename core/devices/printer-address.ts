// A network receipt printer's address (issue 33): a host name or IPv4 address and a TCP port, "192.168.1.50:9100";
// without a port, 9100 (raw ESC/POS). One rule for the settings form, the till's own printer and the print calls.
import { z } from 'zod';

export const DEFAULT_PRINTER_PORT = 9100;
export const PRINTER_ADDRESS_RULE = 'must be a host and port, such as 192.168.1.50:9100';
const MAX_ADDRESS = 260;

export interface PrinterAddress {
  host: string;
  port: number;
}

const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function isHost(host: string): boolean {
  if (IPV4.test(host)) return host.split('.').every((part) => Number(part) <= 255);
  // A name made only of digits and dots that is not an IPv4 address is a typo, not a host.
  if (/^[\d.]+$/.test(host)) return false;
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label));
}

/** The address as typed, or null when it is not a host and port. */
export function parsePrinterAddress(text: string): PrinterAddress | null {
  const trimmed = text.trim();
  const match = /^([^:\s]+)(?::(\d{1,5}))?$/.exec(trimmed);
  if (!match) return null;
  const host = match[1] ?? '';
  const port = match[2] === undefined ? DEFAULT_PRINTER_PORT : Number(match[2]);
  if (!isHost(host) || port < 1 || port > 65535) return null;
  return { host, port };
}

/** host:port, the port always written. */
export function formatPrinterAddress(address: PrinterAddress): string {
  return `${address.host}:${address.port}`;
}

/** A printer's address as sent: written back as host:port. */
export const printerAddressField = z
  .string({ error: PRINTER_ADDRESS_RULE })
  .max(MAX_ADDRESS, { error: PRINTER_ADDRESS_RULE })
  .transform((input, ctx) => {
    const address = parsePrinterAddress(input);
    if (!address) {
      ctx.addIssue({ code: 'custom', message: PRINTER_ADDRESS_RULE });
      return z.NEVER;
    }
    return formatPrinterAddress(address);
  })
  .meta({ maxLength: MAX_ADDRESS });

/** The shop's default printer in the settings: '' (none: the browser prints) or a host and port. */
export const optionalPrinterAddressField = z
  .union([z.string(), z.null()], { error: PRINTER_ADDRESS_RULE })
  .optional()
  .transform((input, ctx) => {
    const text = (input ?? '').trim();
    if (text === '') return '';
    const address = text.length <= MAX_ADDRESS ? parsePrinterAddress(text) : null;
    if (!address) {
      ctx.addIssue({ code: 'custom', message: PRINTER_ADDRESS_RULE });
      return z.NEVER;
    }
    return formatPrinterAddress(address);
  })
  .meta({ maxLength: MAX_ADDRESS });
