/** GET /api/admin/database-performance: the running database, as far as it can tell. */
export interface DatabasePerformance {
  kind: "pglite" | "postgres";
  sizeBytes: number | null;
  tables: { name: string; totalBytes: number; rows: number; rowsExact: boolean; seqScans: number | null; indexScans: number | null }[];
  indexes: { name: string; table: string; bytes: number; scans: number | null; unique: boolean }[];
  /** Indexes never used since statistics were reset (unique ones excluded: they enforce rules). */
  unusedIndexes: string[];
  /** Share of table reads served from memory; null where not collected. */
  cacheHitRatio: number | null;
  connections: number | null;
  slowStatements: { query: string; calls: number; meanMs: number; totalMs: number }[] | null;
  migrations: { applied: number; lastAppliedAt: string | null };
  /** What this database cannot show, in plain words. */
  limitations: string[];
}
