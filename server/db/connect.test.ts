import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { cachingStatements } from './connect';

describe('cachingStatements', () => {
  const open: SqliteDatabase.Database[] = [];
  const sqlite = () => {
    const db = new SqliteDatabase(':memory:');
    open.push(db);
    return db;
  };
  afterEach(() => {
    for (const db of open.splice(0)) if (db.open) db.close();
  });

  it('prepares a SQL text once and hands the same statement back', () => {
    const db = sqlite();
    const prepared: string[] = [];
    const prepare = db.prepare.bind(db);
    db.prepare = ((text: string) => {
      prepared.push(text);
      return prepare(text);
    }) as typeof db.prepare;
    const cached = cachingStatements(db);
    const first = cached.prepare('select ? as n');
    expect(cached.prepare('select ? as n')).toBe(first);
    expect(first.all([7])).toEqual([{ n: 7 }]);
    expect(cached.prepare('select ? as n').all([8])).toEqual([{ n: 8 }]);
    expect(prepared).toEqual(['select ? as n']);
  });

  it('keeps at most its size, dropping the least recently used text', () => {
    const cached = cachingStatements(sqlite(), 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now b is the oldest
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('still sees the rows written since a statement was cached, and closes the connection', () => {
    const db = sqlite();
    const cached = cachingStatements(db);
    cached.prepare('create table t (n integer)').run([]);
    const count = () => cached.prepare('select count(*) as c from t').all([]);
    expect(count()).toEqual([{ c: 0 }]);
    cached.prepare('insert into t (n) values (?)').run([1]);
    expect(count()).toEqual([{ c: 1 }]);
    cached.close();
    expect(db.open).toBe(false);
  });
});
