import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BAD_TOKEN, MEDIA_ANSWER, RATE_LIMITED, RECIPIENT_REFUSED, RECORDED_IMAGE, SEND_ANSWER, TEMPLATES_ANSWER } from "./recorded-payloads";

/**
 * A stand-in for the WhatsApp Cloud API at the HTTP boundary (issue 22 "Tests and a stand-in"),
 * answering recorded payloads: send (a fresh wamid per message), the template list, media. Set
 * WHATSAPP_API_URL to its address (scripts/whatsapp-stand-in.ts prints it). `mode` turns every
 * send into a refusal, a rate limit, a hang (the client must time out) or an expired token;
 * `sent` keeps every accepted message, for assertions.
 */
export type StandInMode = "ok" | "refuse" | "rate-limit" | "hang" | "bad-token";

export interface SentMessage {
  id: string;
  to: string;
  type: string;
  body: unknown;
  authorization: string | undefined;
}

export interface WhatsappStandIn {
  url: string;
  mode: StandInMode;
  sent: SentMessage[];
  close(): Promise<void>;
}

export async function startWhatsappStandIn(port = 0, host = "127.0.0.1"): Promise<WhatsappStandIn> {
  let counter = 0;
  const state: WhatsappStandIn = { url: "", mode: "ok", sent: [], close: async () => {} };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const answer = (status: number, body: unknown) => void res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
      if (state.mode === "hang") return; // never answers
      if (state.mode === "bad-token") return answer(401, BAD_TOKEN);
      if (req.method === "POST" && /^\/\d+\/messages$/.test(url.pathname)) {
        if (state.mode === "refuse") return answer(400, RECIPIENT_REFUSED);
        if (state.mode === "rate-limit") return answer(429, RATE_LIMITED);
        let payload: { to?: string; type?: string } & Record<string, unknown>;
        try {
          payload = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof payload;
        } catch {
          return answer(400, { error: { message: "(#100) Invalid parameter", code: 100, type: "OAuthException" } });
        }
        const id = `wamid.STANDIN${String(++counter).padStart(6, "0")}${Date.now().toString(36).toUpperCase()}`;
        state.sent.push({ id, to: String(payload.to), type: String(payload.type), body: payload, authorization: req.headers.authorization });
        return answer(200, SEND_ANSWER(String(payload.to), id));
      }
      if (req.method === "GET" && /^\/\d+\/message_templates$/.test(url.pathname)) return answer(200, TEMPLATES_ANSWER);
      const media = /^\/media-download\/(\w+)$/.exec(url.pathname);
      // Meta serves media only with the bearer token.
      if (media && !req.headers.authorization?.startsWith("Bearer ")) return answer(401, BAD_TOKEN);
      if (media) return void res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": String(RECORDED_IMAGE.length) }).end(RECORDED_IMAGE);
      const mediaId = /^\/(\d+)$/.exec(url.pathname)?.[1];
      if (req.method === "GET" && mediaId) return answer(200, MEDIA_ANSWER(mediaId, state.url));
      return answer(404, { error: { message: "Unknown path (stand-in)", code: 100 } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  state.url = `http://${host}:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
