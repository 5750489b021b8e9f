// A small seeded PRNG (mulberry32) so every demo shop is the same; Math.random is never used.

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(n, copy.length));
  }

  letters(n: number): string {
    let text = '';
    for (let i = 0; i < n; i++) text += this.pick([...UPPER]);
    return text;
  }

  digits(n: number): string {
    let text = '';
    for (let i = 0; i < n; i++) text += String(this.int(0, 9));
    return text;
  }

  /** An Indian mobile number: 10 digits, the first 6–9. */
  mobile(): string {
    return `${this.pick(['9', '9', '9', '8', '8', '7', '6'])}${this.digits(9)}`;
  }

  /**
   * A PAN-shaped text: three letters, the holder kind (P person, F firm, C company), the name's initial, four digits
   * and a letter.
   */
  pan(kind: 'P' | 'F' | 'C', name: string): string {
    const initial = /[A-Z]/.exec(name.replace(/^(Sri|M\/s\.?)\s+/i, '').toUpperCase())?.[0] ?? 'A';
    return `${this.letters(3)}${kind}${initial}${String(this.int(1000, 9999))}${this.letters(1)}`;
  }
}
