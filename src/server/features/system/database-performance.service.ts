import type { DatabasePerformance } from "#shared/system/database-performance";
import type { DatabasePerformanceRepository } from "./database-performance.repository";

/** The database-performance page's figures, with plain words for what this database cannot show. */
export async function databasePerformance(repository: DatabasePerformanceRepository, kind: "pglite" | "postgres"): Promise<DatabasePerformance> {
  const pglite = kind === "pglite";
  const limitations: string[] = [];
  const [tableRows, indexes, cache, connections, migrations, sizeBytes, hasStatements] = await Promise.all([
    repository.tables(),
    repository.indexes(),
    repository.cacheHits(),
    repository.connections(),
    repository.migrations(),
    repository.size().catch(() => null),
    pglite ? Promise.resolve(false) : repository.hasStatements(),
  ]);
  const tables = await Promise.all(
    tableRows.map(async (t) => ({
      name: t.name,
      totalBytes: t.totalBytes,
      rows: pglite ? await repository.exactCount(t.name) : t.liveRows,
      rowsExact: pglite,
      seqScans: pglite ? null : t.seqScans,
      indexScans: pglite ? null : t.indexScans,
    })),
  );
  if (pglite) {
    limitations.push(
      "PGlite (the embedded database) collects no usage statistics: sequential and index scans, unused indexes and the cache hit ratio are shown only on PostgreSQL.",
      "PGlite has no pg_stat_statements: the slowest statements are shown only on PostgreSQL with that extension.",
      "Row counts are exact here (counted now); on PostgreSQL they are the server's estimates.",
    );
  } else if (!hasStatements) {
    limitations.push(
      "The pg_stat_statements extension is not installed in this database, so the slowest statements cannot be listed (CREATE EXTENSION pg_stat_statements, with it in shared_preload_libraries).",
    );
  }
  const slowStatements = hasStatements ? await repository.slowStatements().catch(() => null) : null;
  return {
    kind,
    sizeBytes,
    tables,
    indexes: indexes.map((i) => ({ ...i, scans: pglite ? null : i.scans })),
    unusedIndexes: pglite ? [] : indexes.filter((i) => i.scans === 0 && !i.unique).map((i) => i.name),
    cacheHitRatio: pglite || cache.hit + cache.read === 0 ? null : cache.hit / (cache.hit + cache.read),
    connections,
    slowStatements,
    migrations,
    limitations,
  };
}
