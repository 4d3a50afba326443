import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PRAYER_TIMES_MAKKAH, RATES_EUR, RATES_UNSUPPORTED, RATES_USD, WEATHER_CELSIUS, WEATHER_FAHRENHEIT } from "./responses";

/**
 * A stand-in for the three outside services at the HTTP boundary, answering recorded
 * responses. `mode` makes every answer a success, a hang (the client must time out), a 500
 * or a malformed body; `requests` keeps what was asked, for assertions.
 */
export type RecordedMode = "ok" | "slow" | "error" | "garbage";

export interface RecordedServices {
  /** Base addresses for PRAYER_TIMES_API_URL, EXCHANGE_RATES_API_URL, WEATHER_API_URL. */
  urls: { prayerTimes: string; rates: string; weather: string; liveEmbed: string };
  requests: URL[];
  mode: RecordedMode;
  close(): Promise<void>;
}

/** A stand-in for the embedded live stream, so the browser tests never reach the internet. */
export const LIVE_EMBED_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live stream (test stand-in)</title></head><body style="margin:0;background:#073323;color:#fff;font:16px system-ui;display:grid;place-items:center;height:100vh"><p>Masjid al-Haram, live</p></body></html>`;

function answerFor(url: URL): { status: number; body: unknown } {
  if (url.pathname === "/prayer-times") return { status: 200, body: PRAYER_TIMES_MAKKAH };
  if (url.pathname === "/weather")
    return { status: 200, body: url.searchParams.get("temperature_unit") === "fahrenheit" ? WEATHER_FAHRENHEIT : WEATHER_CELSIUS };
  const base = /^\/rates\/(\w+)$/.exec(url.pathname)?.[1];
  if (base === "USD") return { status: 200, body: RATES_USD };
  if (base === "EUR") return { status: 200, body: RATES_EUR };
  // Other bases: derived from the USD recording, as the service itself would answer.
  if (base && base in RATES_USD.rates) {
    const pivot = RATES_USD.rates[base as keyof typeof RATES_USD.rates];
    const rates = Object.fromEntries(Object.entries(RATES_USD.rates).map(([code, rate]) => [code, Math.round((rate / pivot) * 1e6) / 1e6]));
    return { status: 200, body: { ...RATES_USD, base_code: base, rates } };
  }
  if (base) return { status: 200, body: RATES_UNSUPPORTED };
  return { status: 404, body: { error: "not recorded" } };
}

export async function startRecordedServices(port = 0, host = "127.0.0.1"): Promise<RecordedServices> {
  const state: RecordedServices = { urls: { prayerTimes: "", rates: "", weather: "", liveEmbed: "" }, requests: [], mode: "ok", close: async () => {} };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://recorded");
    if (url.pathname === "/live-embed") return void res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(LIVE_EMBED_HTML);
    state.requests.push(url);
    if (state.mode === "slow") return; // never answers
    if (state.mode === "error") return void res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
    if (state.mode === "garbage") return void res.writeHead(200, { "Content-Type": "application/json" }).end('{"data": {"timings": "<html>maintenance</html>"');
    const answer = answerFor(url);
    res.writeHead(answer.status, { "Content-Type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  state.urls = { prayerTimes: `${origin}/prayer-times`, rates: `${origin}/rates`, weather: `${origin}/weather`, liveEmbed: `${origin}/live-embed` };
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
