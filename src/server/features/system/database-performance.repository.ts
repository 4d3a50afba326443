import { sql } from "drizzle-orm";
import { executeRows, type Database } from "#server/db/client";

const num = (value: unknown) => Number(value ?? 0);

/**
 * Read-only questions to the database's own catalogue and statistics views. They are the same on
 * PGlite and PostgreSQL; PGlite answers them but collects no cumulative statistics (scans,
 * cache hits stay 0), which the service says rather than showing zeros as facts.
 */
export function createDatabasePerformanceRepository(db: Database) {
  return {
    tables: () =>
      executeRows<{ name: string; total: string | number; live: string | number; seq: string | number | null; idx: string | number | null }>(
        db,
        sql`select relname as name, pg_total_relation_size(relid) as total, n_live_tup as live, seq_scan as seq, idx_scan as idx
            from pg_stat_user_tables where schemaname = 'public' order by pg_total_relation_size(relid) desc`,
      ).then((rows) => rows.map((r) => ({ name: r.name, totalBytes: num(r.total), liveRows: num(r.live), seqScans: num(r.seq), indexScans: num(r.idx) }))),
    /** Exact counts: only for PGlite, whose databases are small and which has no row estimates. */
    async exactCount(table: string): Promise<number> {
      if (!/^[a-z_][a-z0-9_]*$/.test(table)) return 0;
      const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
      return num(row?.n);
    },
    indexes: () =>
      executeRows<{ name: string; table: string; bytes: string | number; scans: string | number; unique: boolean }>(
        db,
        sql`select s.indexrelname as name, s.relname as table, pg_relation_size(s.indexrelid) as bytes, s.idx_scan as scans, i.indisunique as unique
            from pg_stat_user_indexes s join pg_index i on i.indexrelid = s.indexrelid
            where s.schemaname = 'public' order by pg_relation_size(s.indexrelid) desc`,
      ).then((rows) => rows.map((r) => ({ name: r.name, table: r.table, bytes: num(r.bytes), scans: num(r.scans), unique: Boolean(r.unique) }))),
    async cacheHits(): Promise<{ hit: number; read: number }> {
      const [row] = await executeRows<{ hit: unknown; read: unknown }>(
        db,
        sql`select coalesce(sum(heap_blks_hit), 0) as hit, coalesce(sum(heap_blks_read), 0) as read from pg_statio_user_tables`,
      );
      return { hit: num(row?.hit), read: num(row?.read) };
    },
    async connections(): Promise<number> {
      const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`);
      return num(row?.n);
    },
    async hasStatements(): Promise<boolean> {
      const rows = await executeRows<{ extname: string }>(db, sql`select extname from pg_extension where extname = 'pg_stat_statements'`);
      return rows.length > 0;
    },
    slowStatements: () =>
      executeRows<{ query: string; calls: string | number; mean: string | number; total: string | number }>(
        db,
        sql`select left(query, 300) as query, calls, mean_exec_time as mean, total_exec_time as total
            from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
            order by mean_exec_time desc limit 10`,
      ).then((rows) =>
        rows.map((r) => ({ query: r.query, calls: num(r.calls), meanMs: Math.round(num(r.mean) * 10) / 10, totalMs: Math.round(num(r.total)) })),
      ),
    async migrations(): Promise<{ applied: number; lastAppliedAt: string | null }> {
      const [row] = await executeRows<{ n: number; last: string | number | null }>(
        db,
        sql`select count(*)::int as n, max(created_at) as last from drizzle.__drizzle_migrations`,
      );
      return { applied: num(row?.n), lastAppliedAt: row?.last ? new Date(Number(row.last)).toISOString() : null };
    },
    async size(): Promise<number | null> {
      const [row] = await executeRows<{ size: unknown }>(db, sql`select pg_database_size(current_database()) as size`);
      return row ? num(row.size) : null;
    },
  };
}
export type DatabasePerformanceRepository = ReturnType<typeof createDatabasePerformanceRepository>;
