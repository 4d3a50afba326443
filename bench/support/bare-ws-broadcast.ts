/**
 * The realtime bench's baseline: a bare `ws` server that sends every message it receives to every
 * connected client, nothing else (no auth, no channels, no database). `npx tsx <this> <port>`;
 * prints "ready" once listening.
 */
import { WebSocketServer, type WebSocket } from "ws";

const port = Number(process.argv[2]);
const server = new WebSocketServer({ port, host: "127.0.0.1", perMessageDeflate: false });
const clients = new Set<WebSocket>();
server.on("connection", (socket) => {
  clients.add(socket);
  socket.on("close", () => clients.delete(socket));
  socket.on("message", (data) => {
    const text = String(data);
    for (const client of clients) client.send(text);
  });
});
server.on("listening", () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
