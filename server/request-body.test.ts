import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './request-body';

describe('nestedDeeperThan', () => {
  it('counts arrays and objects together, up to the bound and one past it', () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    const deep = (n: number) => '{"a":['.repeat(n / 2) + ']}'.repeat(n / 2);
    expect(nestedDeeperThan(deep(64), 64)).toBe(false);
    expect(nestedDeeperThan(deep(66), 64)).toBe(true);
    expect(nestedDeeperThan('['.repeat(65) + ']'.repeat(65), 64)).toBe(true);
    expect(nestedDeeperThan('[1,[2],{"b":[3]}]', 3)).toBe(false);
    expect(nestedDeeperThan('[1,[2],{"b":[3]}]', 2)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestedDeeperThan('{"a":"[[[{{{"}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\"[[["}', 1)).toBe(false);
    expect(nestedDeeperThan('{"a":"\\\\","b":[[]]}', 1)).toBe(true);
    expect(nestedDeeperThan('{"a":"\\\\","b":"[[]]"}', 1)).toBe(false);
  });

  it('scans 100,000 levels without recursion', () => {
    expect(nestedDeeperThan('['.repeat(100_000) + ']'.repeat(100_000), 64)).toBe(true);
  });
});
