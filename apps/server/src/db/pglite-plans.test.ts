import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepPlans } from './pglite-plans.js';

const kept = async (db: PGlite) => (await db.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements')).rows;

describe('plans kept for the embedded database’s reads', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`CREATE TABLE people (id serial PRIMARY KEY, name text NOT NULL, born date, seen timestamptz, active boolean, score numeric);
      INSERT INTO people (name, born, seen, active, score) VALUES
        ('Maryam', '1990-05-01', '2026-11-29T08:00:00Z', true, 4.5),
        ('O''Neil \\ back', '1985-01-31', NULL, false, NULL),
        ('فاطمة', NULL, '2026-11-28T20:00:00Z', true, 10);`);
    await keepPlans(db, 4);
  });
  afterAll(() => db.close());

  it('answers a read as before; prepares it the second time, once, and runs it by name after', async () => {
    const read = () =>
      db.query<{ name: string }>('SELECT name FROM people WHERE active = $1 AND seen > $2 ORDER BY id', [true, new Date('2026-11-01T00:00:00Z')]);
    expect((await read()).rows.map((row) => row.name)).toEqual(['Maryam', 'فاطمة']);
    expect(await kept(db)).toHaveLength(0);
    for (let time = 0; time < 3; time++) expect((await read()).rows.map((row) => row.name)).toEqual(['Maryam', 'فاطمة']);
    const statements = await kept(db);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.statement).toContain('SELECT name FROM people WHERE active = $1');
  });

  it('takes quotes, backslashes and Arabic as data, never as SQL', async () => {
    const byName = (name: string) => db.query<{ id: number }>('SELECT id FROM people WHERE name = $1', [name]);
    await byName('read once: the next are prepared');
    expect((await byName("O'Neil \\ back")).rows).toEqual([{ id: 2 }]);
    expect((await byName('فاطمة')).rows).toEqual([{ id: 3 }]);
    expect((await byName("x'); DROP TABLE people; --")).rows).toEqual([]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM people')).rows).toEqual([{ n: 3 }]);
  });

  it('fails a bad value as the plain query does, with the same message', async () => {
    const byId = (id: unknown) => db.query('SELECT name FROM people WHERE id = $1', [id]);
    await byId(0);
    await expect(byId('not a number')).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await byId(1)).rows).toEqual([{ name: 'Maryam' }]);
  });

  it('leaves alone a value it does not write (an array) and writes; writes a null as NULL', async () => {
    const before = (await kept(db)).length;
    expect((await db.query('SELECT name FROM people WHERE id = ANY($1::int[]) ORDER BY id', [[1, 3]])).rows).toEqual([{ name: 'Maryam' }, { name: 'فاطمة' }]);
    await db.query('UPDATE people SET score = $1 WHERE id = $2', [5, 2]);
    expect((await db.query<{ score: string }>('SELECT score FROM people WHERE id = 2')).rows).toEqual([{ score: '5' }]);
    expect(await kept(db)).toHaveLength(before);
    // A null is written as NULL.
    const unset = async (column: string) =>
      (
        await db.query<{ id: number }>(
          `SELECT id FROM people WHERE ${column} IS NOT DISTINCT FROM $1::${column === 'seen' ? 'timestamptz' : 'date'} ORDER BY id`,
          [null],
        )
      ).rows;
    expect(await unset('born')).toEqual([{ id: 3 }]);
    expect(await unset('seen')).toEqual([{ id: 2 }]);
  });

  it('prepares no more than its limit; the statements past it still answer', async () => {
    const small = new PGlite();
    await small.exec(`CREATE TABLE numbers (n int); INSERT INTO numbers VALUES (1), (2), (3);`);
    await keepPlans(small, 2);
    for (const operator of ['>', '<', '=', '<>'])
      for (const value of [1, 2]) await small.query(`SELECT n FROM numbers WHERE n ${operator} $1 ORDER BY n`, [value]);
    expect(await kept(small)).toHaveLength(2);
    expect((await small.query('SELECT n FROM numbers WHERE n <> $1 ORDER BY n', [2])).rows).toEqual([{ n: 1 }, { n: 3 }]);
    await small.close();
  });

  it('prepares a statement once when two first reads of it come at once', async () => {
    const text = 'SELECT id FROM people WHERE name <> $1 ORDER BY id';
    const fresh = new PGlite();
    await fresh.exec(`CREATE TABLE people (id serial PRIMARY KEY, name text NOT NULL); INSERT INTO people (name) VALUES ('a'), ('b');`);
    await keepPlans(fresh);
    const answers = await Promise.all([fresh.query(text, ['a']), fresh.query(text, ['b']), fresh.query(text, ['c'])]);
    expect(answers.map((answer) => answer.rows.length)).toEqual([1, 1, 2]);
    expect(await kept(fresh)).toHaveLength(1);
    await fresh.close();
  });

  it('does not touch the statements of a transaction', async () => {
    const before = (await kept(db)).length;
    await db.transaction(async (tx) => {
      expect((await tx.query('SELECT name FROM people WHERE id = $1 AND active IS NOT NULL', [1])).rows).toEqual([{ name: 'Maryam' }]);
    });
    expect((await kept(db)).length).toBe(before);
  });
});
