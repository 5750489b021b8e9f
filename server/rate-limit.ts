/** Failed sign-ins per key within a window; a key past the limit is locked out until the window has passed. */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, nowMs: number): number {
    const recent = this.recent(key, nowMs);
    if (recent.length < this.limit) return 0;
    return recent[0] + this.windowMs - nowMs;
  }

  fail(key: string, nowMs: number): void {
    const recent = this.recent(key, nowMs);
    recent.push(nowMs);
    this.failures.set(key, recent);
    if (this.failures.size > 10_000) this.sweep(nowMs);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, nowMs: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => nowMs - t < this.windowMs);
  }

  private sweep(nowMs: number): void {
    for (const [key] of this.failures) if (this.recent(key, nowMs).length === 0) this.failures.delete(key);
  }
}
