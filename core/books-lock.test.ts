import { describe, expect, it } from 'vitest';
import { booksClosedMessage, closedDate } from './books-lock';

describe('closed periods', () => {
  it('an open book closes nothing', () => {
    expect(closedDate('', ['2020-01-01'])).toBeNull();
  });
  it('the lock day itself and every day before it are closed; the day after is open', () => {
    expect(closedDate('2026-03-31', ['2026-03-31'])).toBe('2026-03-31');
    expect(closedDate('2026-03-31', ['2025-04-01'])).toBe('2025-04-01');
    expect(closedDate('2026-03-31', ['2026-04-01'])).toBeNull();
  });
  it('a re-dating is closed when either the old or the new date is', () => {
    expect(closedDate('2026-03-31', ['2026-04-02', '2026-03-30'])).toBe('2026-03-30');
    expect(closedDate('2026-03-31', [null, '', '2026-04-02'])).toBeNull();
  });
  it('says the period is closed and suggests a credit note', () => {
    expect(booksClosedMessage('2026-03-31')).toBe('Books are closed up to 31-03-2026. This date is in a closed period; make a credit note instead.');
  });
});
