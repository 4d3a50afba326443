import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";

/**
 * Recorded map tiles on this machine, so the maps' tests never reach the internet: every
 * /tiles/{z}/{x}/{y}.png answers the same street tile (tests/fixtures/map-tiles/street.png);
 * `failing` makes every tile a 503 (the page's plain list view). MAP_TILE_URL points here.
 */
const TILE = readFileSync(new URL("../../fixtures/map-tiles/street.png", import.meta.url));

export async function startTileServer(port: number) {
  const state = { failing: false, served: 0 };
  const server: Server = createServer((req, res) => {
    if (!/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(req.url ?? "")) return void res.writeHead(404).end();
    if (state.failing) return void res.writeHead(503).end();
    state.served += 1;
    res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-store" }).end(TILE);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    template: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    state,
    // A browser's kept-alive connection would hold close() open until it times out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
