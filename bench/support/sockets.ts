import type WebSocket from "ws";

/** The p-th percentile of sorted figures (NaN when there are none). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Opens `count` sockets, a hundred at a time; a refused upgrade fails the bench. */
export async function openSockets(count: number, open: () => WebSocket): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  while (sockets.length < count) {
    const batch = Array.from({ length: Math.min(100, count - sockets.length) }, open);
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once("open", () => resolve());
            socket.once("error", reject);
            socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}
