import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer as createTcpServer, type AddressInfo, type Server } from "node:net";

/*
 * For tests only: stand-ins for outside services on loopback, answering as the real ones do
 * (recorded dialogues and bodies), so "test connection" is exercised over real sockets.
 */

/** An SMTP server that greets, accepts EHLO and AUTH PLAIN for one user, or refuses every sign-in. */
export async function recordedSmtpServer(mode: "accept" | "refuse-auth"): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createTcpServer((socket) => {
    socket.write("220 test.local ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString().split("\r\n")) {
        const command = line.slice(0, 4).toUpperCase();
        if (!command) continue;
        if (command === "EHLO" || command === "HELO") socket.write("250-test.local\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n");
        else if (command === "AUTH")
          socket.write(mode === "accept" ? "235 2.7.0 Authentication successful\r\n" : "535 5.7.8 Authentication credentials invalid\r\n");
        else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** An HTTP server answering each request with `answer`, remembering what it was asked. */
export async function recordedHttpServer(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const requests: { method: string; url: string; headers: IncomingMessage["headers"] }[] = [];
  const server = createHttpServer((req, res) => {
    requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
