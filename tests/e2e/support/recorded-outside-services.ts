import { startRecordedServices } from "../../../src/server/platform/outside-services/recorded/recorded-server";

/** The outside services' recorded answers on a fixed port, for the browser tests' server. */
const port = Number(process.argv[2] ?? 3212);
const services = await startRecordedServices(port);
console.log(`recorded outside services on ${JSON.stringify(services.urls)}`);
const stop = () => void services.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
