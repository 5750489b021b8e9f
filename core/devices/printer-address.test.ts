import { describe, expect, it } from 'vitest';
import { optionalPrinterAddressField, parsePrinterAddress, printerAddressField, PRINTER_ADDRESS_RULE } from './printer-address';

describe('a receipt printer address', () => {
  it('is a host and port, port 9100 by default', () => {
    expect(parsePrinterAddress('192.168.1.50:9100')).toEqual({ host: '192.168.1.50', port: 9100 });
    expect(parsePrinterAddress(' 192.168.1.50 ')).toEqual({ host: '192.168.1.50', port: 9100 });
    expect(parsePrinterAddress('printer.local:9101')).toEqual({ host: 'printer.local', port: 9101 });
    expect(parsePrinterAddress('localhost')).toEqual({ host: 'localhost', port: 9100 });
  });

  it.each(['', 'http://192.168.1.50', '192.168.1.50:', '192.168.1.50:0', '192.168.1.50:70000', '300.1.1.1', '1.2.3', 'a b:9100', 'host:port', '-x.local'])(
    'refuses %j',
    (text) => expect(parsePrinterAddress(text)).toBeNull(),
  );

  it('is written back as host:port, a wrong one refused in the rule words', () => {
    expect(printerAddressField.parse('10.0.0.7')).toBe('10.0.0.7:9100');
    const refused = printerAddressField.safeParse('10.0.0.7:abc');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(PRINTER_ADDRESS_RULE);
  });

  it('may be left empty in the settings (the browser prints)', () => {
    expect(optionalPrinterAddressField.parse('')).toBe('');
    expect(optionalPrinterAddressField.parse(undefined)).toBe('');
    expect(optionalPrinterAddressField.safeParse('not a printer!').success).toBe(false);
  });
});
