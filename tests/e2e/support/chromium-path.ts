import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Which Chromium the browser tests and the Lighthouse bench drive, first found wins:
 *  1. CHROMIUM_PATH, when set;
 *  2. a system Chromium (Debian's /usr/bin/chromium, or chromium-browser);
 *  3. the binary shipped inside the @sparticuz/chromium npm package, unpacked to the temp folder
 *     on first use. That package is Linux x64/arm64 only: elsewhere install a Chromium and set
 *     CHROMIUM_PATH.
 * Playwright never downloads its own browser here. The answer is kept in CHROMIUM_PATH so that
 * worker processes, which evaluate the config again, do not resolve it again.
 */
const systemCandidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium"];

export function resolveChromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  const resolved = system ?? packagedChromium();
  process.env.CHROMIUM_PATH = resolved;
  return resolved;
}

function packagedChromium(): string {
  // executablePath() is async (it unpacks a brotli archive); a child process keeps this synchronous
  // for Playwright's config, which cannot await.
  const script = 'import("@sparticuz/chromium").then(async (m) => process.stdout.write(await m.default.executablePath()))';
  try {
    return execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8", cwd: process.cwd() }).trim();
  } catch (error) {
    throw new Error(
      `No Chromium found: CHROMIUM_PATH is not set, there is no system Chromium, and @sparticuz/chromium (Linux x64/arm64 only) could not be unpacked: ${(error as Error).message}`,
      { cause: error },
    );
  }
}
