import { Agent, request } from "node:http";

export interface SteadyLoadResult {
  sent: number;
  ok: number;
  failed: number;
  /** What the failures were: "status 503", "ECONNRESET"… */
  failures: Record<string, number>;
  p50: number;
  p99: number;
}

/**
 * An open-model load: requests leave at an even pace (`rate` per second) over at most
 * `connections` kept-alive sockets, whatever the server's answers do, and each latency counts
 * from the moment its request was due. A request that had to wait for a free socket, or behind a
 * slow one, counts that wait too (no "coordinated omission"). autocannon's own rate option sends
 * each second's requests in one burst, which measures the burst, not the rate.
 */
export async function steadyLoad(options: {
  url: string;
  path: string;
  rate: number;
  durationS: number;
  connections: number;
  next: () => { headers: Record<string, string>; body: string };
}): Promise<SteadyLoadResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.durationS);
  const latencies: number[] = [];
  let failed = 0;
  const failures: Record<string, number> = {};
  const fail = (what: string) => {
    failed += 1;
    failures[what] = (failures[what] ?? 0) + 1;
  };
  const inFlight: Promise<void>[] = [];
  const started = performance.now();

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const { headers, body } = options.next();
      const req = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: options.path,
          method: "POST",
          headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            if (res.statusCode && res.statusCode < 300) latencies.push(performance.now() - dueAt);
            else fail(`status ${res.statusCode}`);
            resolve();
          });
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        fail(error.code ?? error.message);
        resolve();
      });
      req.end(body);
    });

  for (let i = 0; i < total; i++) {
    const dueAt = started + (i * 1000) / options.rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(dueAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return { sent: total, ok: latencies.length, failed, failures, p50: at(0.5), p99: at(0.99) };
}
