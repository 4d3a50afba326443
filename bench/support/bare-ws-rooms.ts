/**
 * The tracking bench's baseline: a bare `ws` server with rooms and nothing else (no auth, no
 * database, no JSON). "join <room>" puts the socket in a room; "to <room> <text>" sends the whole
 * message to every socket in that room: the same fan-out as a leg's fix to its watchers.
 * `npx tsx <this> <port>`; prints "ready" once listening.
 */
import { WebSocketServer, type WebSocket } from "ws";

const port = Number(process.argv[2]);
const server = new WebSocketServer({ port, host: "127.0.0.1", perMessageDeflate: false, clientTracking: false });
const rooms = new Map<string, Set<WebSocket>>();
server.on("connection", (socket) => {
  let joined: string | null = null;
  socket.on("close", () => joined !== null && rooms.get(joined)?.delete(socket));
  socket.on("message", (data) => {
    const text = String(data);
    if (text.startsWith("join ")) {
      joined = text.slice(5);
      let room = rooms.get(joined);
      if (!room) rooms.set(joined, (room = new Set()));
      room.add(socket);
      socket.send("joined");
    } else if (text.startsWith("to ")) {
      const room = rooms.get(text.slice(3, text.indexOf(" ", 3)));
      for (const member of room ?? []) member.send(text);
    }
  });
});
server.on("listening", () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
