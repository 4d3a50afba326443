import { startMoyasarStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY } from "../src/server/platform/payments/stand-in/moyasar-stand-in";

/**
 * Runs the Moyasar stand-in for `npm start` on this machine (nothing leaves it):
 *   npx tsx scripts/moyasar-stand-in.ts 4710 http://127.0.0.1:3000 &
 *   MOYASAR_API_URL=http://127.0.0.1:4710 MOYASAR_SECRET_KEY=sk_test_standin \
 *   MOYASAR_PUBLISHABLE_KEY=pk_test_standin MOYASAR_WEBHOOK_SECRET=standin-webhook npm start
 * The second argument is the site's address: webhooks go to <it>/api/webhooks/moyasar with the
 * secret_token "standin-webhook" (or MOYASAR_WEBHOOK_SECRET). Outcomes follow Moyasar's test
 * cards: mada 4201320111111010 paid, 4201320000311101 insufficient funds, Visa 4111111111111111 paid,
 * on its hosted invoice page (/checkout/invoices/:id), with Apple Pay and STC Pay (OTP 123456 paid).
 */
const port = Number(process.argv[2] ?? 4710);
const site = process.argv[3];
const secretToken = process.env.MOYASAR_WEBHOOK_SECRET || "standin-webhook";
const standIn = await startMoyasarStandIn({
  port,
  webhook: site ? { url: `${site.replace(/\/$/, "")}/api/webhooks/moyasar`, secretToken } : null,
});
const seen = { webhooks: 0 };
setInterval(() => {
  for (const hook of standIn.webhooks.slice(seen.webhooks)) console.log(`webhook ${hook.type} for ${hook.paymentId}: ${hook.status}`);
  seen.webhooks = standIn.webhooks.length;
}, 500);
console.log(`Moyasar stand-in on ${standIn.url} (keys ${STAND_IN_SECRET_KEY} / ${STAND_IN_PUBLISHABLE_KEY})`);
