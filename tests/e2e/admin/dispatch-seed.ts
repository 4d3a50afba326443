import { spawn } from "node:child_process";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * The dispatch spec's server with operators in its database before it serves: started once (it
 * migrates and seeds the catalogue), stopped, operators written straight into its PGlite folder,
 * started again. Written here, not through /admin/operators, so the spec needs no other lane's screens.
 */
function spawnServer(port: number, dataDir: string, adminPassword: string) {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["build/server-main/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: adminPassword,
      PRAYER_TIMES_SERVICE: "off",
      EXCHANGE_RATES_API_URL: "off",
      WEATHER_API_URL: "off",
      MAKKAH_LIVE_STREAM_URL: "off",
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    base,
    async ready() {
      const deadline = Date.now() + 100_000;
      for (;;) {
        const status = await fetch(`${base}/api/ready`)
          .then((response) => response.status)
          .catch(() => 0);
        if (status === 200) return;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the dispatch spec's server on ${base} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    async stop() {
      child.kill("SIGTERM");
      const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20_000))]);
      if (!stopped) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

export const SEEDED_OPERATORS = [
  { name: "Al Noor Transport", phone: "+966500000101", status: "active", defaultHalalas: 15_000 },
  { name: "Badr Drivers", phone: "+966500000102", status: "active", defaultHalalas: 14_000 },
  { name: "Sahara Vans", phone: "+966500000103", status: "suspended", defaultHalalas: 13_000 },
] as const;

export async function startServerWithOperators(options: { port: number; dataDir: string; adminPassword: string }) {
  const first = spawnServer(options.port, options.dataDir, options.adminPassword);
  await first.ready();
  await first.stop();
  const db = new PGlite(path.join(options.dataDir, "pglite"));
  for (const operator of SEEDED_OPERATORS) {
    const { rows } = await db.query<{ id: number }>(
      `insert into operators (name, kind, phone, language, service_areas, status) values ($1, 'company', $2, 'en', '["jeddah","makkah","madinah","taif"]'::jsonb, $3) returning id`,
      [operator.name, operator.phone, operator.status],
    );
    await db.query(`insert into operator_classes (operator_id, vehicle_class_id, default_price_halalas) select $1, id, $2 from vehicle_classes`, [
      rows[0]!.id,
      operator.defaultHalalas,
    ]);
  }
  await db.close();
  const server = spawnServer(options.port, options.dataDir, options.adminPassword);
  await server.ready();
  return server;
}
