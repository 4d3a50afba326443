import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/** Protocol messages of the extended query flow (PGlite's own serializer). */
const { serialize } = protocol;

/** How many distinct statement texts stay prepared; the least recently used one is closed past it. */
const DEFAULT_CAPACITY = 256;

interface PreparedStatement {
  name: string;
  parameterTypes: number[];
}

/**
 * The parts of PGlite this file leans on beyond its documented `query`: the two mutexes and the
 * type serializers its own `query` uses (public fields and methods of the class, not re-exported
 * in its types).
 */
interface PgliteInternals {
  serializers: Record<number | string, (value: unknown) => string>;
  parsers: Record<number | string, (value: string, typeId?: number) => unknown>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  waitReady: Promise<void>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * PGlite's `query` parses and plans its statement on every call (Parse, Describe, Bind, Describe,
 * Execute, Sync: six calls into the database for one statement). This keeps each statement text
 * prepared under a name after its first use, as postgres.js does on a PostgreSQL server, so a
 * repeated statement is only bound and executed, in one call. On the booking insert (seven
 * inserts in one statement) that is a third of the database's time per booking.
 *
 * Only queries outside a transaction take this path; inside `transaction()` PGlite's own
 * `query` runs as before. Errors are PGlite's own (code, detail, constraint), with the query and
 * its parameters attached as PGlite attaches them.
 */
export function preparingPgliteStatements(client: PGlite, capacity = DEFAULT_CAPACITY): PGlite {
  const internals = client as unknown as PgliteInternals;
  const prepared = new Map<string, PreparedStatement>();
  let nextId = 0;

  /** Called with the query mutex held. */
  async function prepare(text: string, options?: QueryOptions): Promise<PreparedStatement> {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: Map keeps insertion order.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `rihla_${++nextId}`;
    const answers = await client.execProtocolStream(
      concat([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: "S", name })]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(answers) };
    prepared.set(text, statement);
    if (prepared.size > capacity) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await client.execProtocolStream(serialize.close({ type: "S", name: oldest.name }), { syncToFs: false });
    }
    return statement;
  }

  async function preparedQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await internals.waitReady;
    return internals._runExclusiveTransaction(() =>
      internals._runExclusiveQuery(async () => {
        const answers = [];
        try {
          const statement = await prepare(text, options);
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null;
            const oid = statement.parameterTypes[index]!;
            const serializer = options?.serializers?.[oid] ?? internals.serializers[oid];
            return serializer ? serializer(value) : String(value);
          });
          answers.push(
            ...(await client.execProtocolStream(
              concat([serialize.bind({ statement: statement.name, values: values as string[] }), serialize.describe({ type: "P" }), serialize.execute({})]),
              { syncToFs: false },
            )),
          );
        } catch (error) {
          Object.assign(error as object, { query: text, params, queryOptions: options });
          throw error;
        } finally {
          answers.push(...(await client.execProtocolStream(serialize.sync(), { syncToFs: false })));
        }
        await client.syncToFs();
        return parse.parseResults(answers, internals.parsers as never, options)[0] as Results<T>;
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return preparedQuery;
      // PGlite's methods and getters use private fields: they must see the client itself as `this`.
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
