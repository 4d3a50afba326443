import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { outboxMessages } from "#server/db/schema/outbox";
import { createTestDatabase } from "#server/db/test-database";
import { createLogger } from "#server/platform/logger/logger";
import { createSmtpMailer } from "#server/platform/mail/mailer";
import { startEmailWorker } from "./email-worker";
import { createOutbox } from "./outbox";

/**
 * A minimal SMTP server on loopback, answering as a real one would (the recorded dialogue of an
 * accepting server, or a 554 refusal), so the worker and nodemailer are tested end to end.
 */
function smtpServer(mode: "accept" | "refuse") {
  const received: string[] = [];
  const server: Server = createServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 test.local ESMTP\r\n");
    socket.on("data", (chunk) => {
      for (const line of chunk.toString().split("\r\n")) {
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            data = "";
            socket.write(mode === "accept" ? "250 2.0.0 queued\r\n" : "554 5.7.1 rejected\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (!command) continue;
        if (command === "EHLO" || command === "HELO") socket.write("250-test.local\r\n250 8BITMIME\r\n");
        else if (command === "MAIL" || command === "RCPT") socket.write("250 OK\r\n");
        else if (command === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (command === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return { server, received };
}

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

async function runWith(mode: "accept" | "refuse", recipient: string) {
  const { server, received } = smtpServer(mode);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const outbox = createOutbox(handle.db);
  await outbox.enqueueEmail(handle.db, { recipient, template: "password_reset", subject: "Reset", body: "Open https://example.test/x" });
  const worker = startEmailWorker({
    outbox,
    mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: "Rihla <no-reply@rihla.test>", timeoutMs: 5000 }),
    logger: createLogger("silent"),
    intervalMs: 60_000,
  });
  const sent = await worker.tick();
  worker.stop();
  server.close();
  const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  return { sent, received, row };
}

describe("email worker over SMTP", () => {
  it("sends a queued email and marks it sent", async () => {
    const { sent, received, row } = await runWith("accept", "ok@rihla.test");
    expect(sent).toBe(1);
    expect(received[0]).toContain("Subject: Reset");
    expect(received[0]).toContain("Open https://example.test/x");
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a refused email queued with the error and a later attempt time", async () => {
    const before = Date.now();
    const { row } = await runWith("refuse", "refused@rihla.test");
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.lastError).toMatch(/554/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
  });
});
