import { startWhatsappStandIn } from "../src/server/platform/whatsapp/stand-in/whatsapp-stand-in";

/**
 * Runs the WhatsApp Cloud API stand-in for `npm start` on this machine:
 *   npx tsx scripts/whatsapp-stand-in.ts 4700 &
 *   WHATSAPP_API_URL=http://127.0.0.1:4700 WHATSAPP_ACCESS_TOKEN=local WHATSAPP_PHONE_NUMBER_ID=100000000000001 npm start
 * Every accepted message is printed; nothing leaves the machine.
 */
const port = Number(process.argv[2] ?? 4700);
const standIn = await startWhatsappStandIn(port);
const seen = { count: 0 };
setInterval(() => {
  for (const message of standIn.sent.slice(seen.count)) console.log(`sent ${message.id} to ${message.to} (${message.type})`);
  seen.count = standIn.sent.length;
}, 500);
console.log(`WhatsApp Cloud API stand-in on ${standIn.url}`);
