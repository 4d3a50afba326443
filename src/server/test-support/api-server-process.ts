import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ENTRY = path.join(path.dirname(fileURLToPath(import.meta.url)), "api-server.ts");

/** A free loopback port (the kernel picks it; it is free again when this resolves). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ApiServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGTERM and wait (a clean stop). */
  stop(): Promise<void>;
  /** SIGKILL and wait: the process dies mid-request, as in a crash. */
  kill(): Promise<void>;
}

/** Starts src/server without pages in a child process and resolves once /api/ready answers 200. */
export async function spawnApiServer(env: Record<string, string>, timeoutMs = 120_000, nodeFlags: string[] = []): Promise<ApiServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", ENTRY], {
    env: { ...process.env, NODE_ENV: "test", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env, PORT: port },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api server exited with ${child.exitCode}`);
    const status = await fetch(`${url}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error("the api server was not ready in time");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, stop: () => end("SIGTERM"), kill: () => end("SIGKILL") };
}
