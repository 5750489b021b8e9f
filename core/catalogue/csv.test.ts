import { describe, expect, it } from 'vitest';
import { csvDelimiterOf, csvEncodingOf } from './csv';

describe('csvDelimiterOf', () => {
  it('takes the delimiter the header row uses most', () => {
    expect(csvDelimiterOf('Product Name,Rate,Qty Per Box,Stock\r\nFan;1,500\n')).toBe(',');
    expect(csvDelimiterOf('Product Name;Rate;Qty Per Box;Stock\nFan, 48";1500,50;1;2\n')).toBe(';');
    expect(csvDelimiterOf('Product Name\tRate\tQty Per Box\tStock\n')).toBe('\t');
  });
  it('ignores delimiters inside quotes and after the first line, and skips a byte-order mark', () => {
    expect(csvDelimiterOf('\uFEFF"Name; with; semicolons",Rate\n;;;;;;\n')).toBe(',');
    expect(csvDelimiterOf('"Cap, 2.5 MFD";"Rate"\n')).toBe(';');
  });
  it('falls back to a comma for a one-column file', () => {
    expect(csvDelimiterOf('Customer Name\nRavi\n')).toBe(',');
    expect(csvDelimiterOf('')).toBe(',');
  });
});

describe('csvEncodingOf', () => {
  it('reads valid UTF-8 (Tamil, rupee sign) as UTF-8', () => {
    expect(csvEncodingOf(new TextEncoder().encode('சிம்பொனி ₹1,500'))).toBe('utf-8');
    expect(csvEncodingOf(new Uint8Array())).toBe('utf-8');
  });
  it('reads bytes that are not UTF-8 as Windows-1252, a character cut at a slice boundary included', () => {
    expect(csvEncodingOf(Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x4a, 0x94]))).toBe('windows-1252');
    const long = new Uint8Array(64 * 1024 + 2).fill(0x61);
    long.set(new TextEncoder().encode('é'), 64 * 1024 - 1);
    expect(csvEncodingOf(long)).toBe('utf-8');
    long[long.length - 1] = 0xe9;
    expect(csvEncodingOf(long)).toBe('windows-1252');
  });

  it('reads UTF-16 only by its byte-order mark, as Excel writes "Unicode Text"', () => {
    expect(csvEncodingOf(Uint8Array.from([0xff, 0xfe, 0x4e, 0x00]))).toBe('utf-16le');
    expect(csvEncodingOf(Uint8Array.from([0xfe, 0xff, 0x00, 0x4e]))).toBe('utf-16be');
    expect(csvEncodingOf(Uint8Array.from([0x4e, 0x00]))).toBe('utf-8');
  });
});
