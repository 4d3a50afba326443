import { PGlite } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preparingPgliteStatements } from "./pglite-prepared";

let raw: PGlite;
beforeEach(async () => {
  raw = new PGlite();
  await raw.exec(`create table notes (id serial primary key, title text not null unique, body jsonb, at timestamptz)`);
});
afterEach(async () => raw.close());

/** The named statements the session holds (PGlite's query prepares nothing under a name). */
async function preparedNames(): Promise<string[]> {
  const { rows } = await raw.query<{ name: string }>(`select name from pg_prepared_statements order by name`);
  return rows.map((r) => r.name);
}

describe("PGlite statements prepared once", () => {
  it("prepares a statement on its first use and reuses it after", async () => {
    const client = preparingPgliteStatements(raw);
    for (const title of ["a", "b", "c"]) await client.query(`insert into notes (title) values ($1)`, [title]);
    expect(await preparedNames()).toEqual(["rihla_1"]);
    const { rows } = await client.query<{ title: string }>(`select title from notes where title <> $1 order by title`, ["b"]);
    expect(rows.map((r) => r.title)).toEqual(["a", "c"]);
    expect(await preparedNames()).toEqual(["rihla_1", "rihla_2"]);
  });

  it("answers exactly what PGlite's own query answers: types, array rows, nulls, json", async () => {
    const client = preparingPgliteStatements(raw);
    const at = new Date("2026-11-24T10:00:00Z");
    await client.query(`insert into notes (title, body, at) values ($1, $2, $3)`, ["x", JSON.stringify({ n: 1 }), at]);
    await client.query(`insert into notes (title, body, at) values ($1, $2, $3)`, ["y", null, null]);
    const text = `select id, title, body, at from notes order by id`;
    expect(await client.query(text)).toEqual(await raw.query(text));
    const arrays = await client.query(text, [], { rowMode: "array" });
    expect(arrays.rows).toEqual([
      [1, "x", { n: 1 }, at],
      [2, "y", null, null],
    ]);
  });

  it("throws PGlite's own error (code, constraint, query) and stays usable", async () => {
    const client = preparingPgliteStatements(raw);
    await client.query(`insert into notes (title) values ($1)`, ["same"]);
    const failure = await client.query(`insert into notes (title) values ($1)`, ["same"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", constraint: "notes_title_key", query: `insert into notes (title) values ($1)`, params: ["same"] });
    const syntax = await client.query(`selec 1`).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: "42601" });
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from notes`);
    expect(rows[0]!.n).toBe(1);
  });

  it("keeps at most `capacity` statements, closing the least recently used", async () => {
    const client = preparingPgliteStatements(raw, 2);
    await client.query(`select 1 as one`);
    await client.query(`select 2 as two`);
    await client.query(`select 1 as one`);
    await client.query(`select 3 as three`);
    expect(await preparedNames()).toEqual(["rihla_1", "rihla_3"]);
  });

  it("waits for a transaction in progress and sees its outcome", async () => {
    const client = preparingPgliteStatements(raw);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into notes (title) values ('inside')`);
      await held;
    });
    const counted = client.query<{ n: number }>(`select count(*)::int as n from notes`);
    release();
    await transaction;
    expect((await counted).rows[0]!.n).toBe(1);
  });
});
