import { describe, expect, it } from 'vitest';
import { MAX_RESTART_DELAY_MS, restartDelayMs, workerCount } from './cluster';

const PG = 'postgres://kulir@db.branch.local:5432/kulir?schema=anna_nagar';

describe('KULIR_WORKERS', () => {
  it('is one process when unset or blank', () => {
    expect(workerCount(undefined, 'sqlite:./data/kulir.db')).toBe(1);
    expect(workerCount(' ', PG)).toBe(1);
  });

  it('takes a whole number of workers on PostgreSQL', () => {
    expect(workerCount('3', PG)).toBe(3);
    expect(workerCount('1', 'sqlite:./data/kulir.db')).toBe(1);
    expect(workerCount('4', 'postgresql://kulir@127.0.0.1/kulir')).toBe(4);
  });

  it('refuses more than one on SQLite, and anything but 1 to 64', () => {
    expect(() => workerCount('2', 'sqlite:./data/kulir.db')).toThrow('KULIR_WORKERS above 1 needs PostgreSQL');
    for (const bad of ['0', '-1', '2.5', 'three', '65']) expect(() => workerCount(bad, PG)).toThrow('KULIR_WORKERS must be a whole number from 1 to 64');
  });
});

describe('the wait before a new worker', () => {
  it('is none after a worker that had served a while, then doubles from 1 s while workers keep dying soon after their start, up to 30 s', () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4, 5, 6].map(restartDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000]);
    expect(restartDelayMs(40)).toBe(MAX_RESTART_DELAY_MS);
  });
});
