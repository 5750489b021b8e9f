// RFC 4180 CSV, read in chunks: quoted fields may hold commas, quotes ("") and line breaks; rows end in CRLF, LF or CR.
// A byte-order mark at the very start is dropped. The parser keeps only the unfinished row between chunks.

export class CsvReader {
  private field = '';
  private row: string[] = [];
  private quoted = false;
  /** The last character was a quote inside a quoted field: either an escaped quote or the field's end. */
  private quoteSeen = false;
  private lastWasCr = false;
  private started = false;
  private fieldTouched = false;

  /** Rows completed by this chunk. */
  push(chunk: string): string[][] {
    const rows: string[][] = [];
    let text = chunk;
    if (!this.started) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let plainStart = -1;
    const flushPlain = (end: number) => {
      if (plainStart >= 0) {
        this.field += text.slice(plainStart, end);
        plainStart = -1;
      }
    };
    for (let i = 0; i < text.length; i += 1) {
      const ch = text[i];
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (ch === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
          // falls through: the character after a closing quote is read as unquoted
        } else if (ch === '"') {
          flushPlain(i);
          this.quoteSeen = true;
          continue;
        } else {
          if (plainStart < 0) plainStart = i;
          continue;
        }
      }
      if (this.lastWasCr) {
        this.lastWasCr = false;
        if (ch === '\n') continue;
      }
      if (ch === ',') {
        flushPlain(i);
        this.endField();
      } else if (ch === '\n' || ch === '\r') {
        flushPlain(i);
        this.lastWasCr = ch === '\r';
        rows.push(this.endRow());
      } else if (ch === '"' && this.field === '' && !this.fieldTouched && plainStart < 0) {
        this.quoted = true;
        this.fieldTouched = true;
      } else if (plainStart < 0) {
        plainStart = i;
      }
    }
    flushPlain(text.length);
    return rows;
  }

  /** The last row when the text does not end with a line break. */
  end(): string[][] {
    this.quoted = false;
    this.quoteSeen = false;
    if (this.field === '' && this.row.length === 0 && !this.fieldTouched) return [];
    return [this.endRow()];
  }

  private endField(): void {
    this.row.push(this.field);
    this.field = '';
    this.fieldTouched = false;
  }

  private endRow(): string[] {
    this.endField();
    const row = this.row;
    this.row = [];
    return row;
  }
}

/** Every row of a whole CSV text. */
export function parseCsv(text: string): string[][] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}
