import { once } from "node:events";
import type { Writable } from "node:stream";

/*
 * A tar (POSIX ustar, with a pax header for long names) written with Node's own streams: a backup
 * needs no package beyond Node, and `tar -xzf` reads what this writes.
 */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, mtime: Date, type: "0" | "x"): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 100, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148, "ascii");
  return block;
}

/** One pax record: "<length> path=<name>\n", where the length counts itself. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length = String(length).length + Buffer.byteLength(body);
  return `${length}${body}`;
}

export interface TarWriter {
  addBuffer(name: string, data: Uint8Array, mtime?: Date): Promise<void>;
  /** Writes the two empty end blocks and ends the output. */
  finish(): Promise<void>;
}

export function createTarWriter(output: Writable): TarWriter {
  const write = async (chunk: Uint8Array) => {
    if (!output.write(chunk)) await once(output, "drain");
  };
  const padding = async (size: number) => {
    const rest = size % BLOCK;
    if (rest) await write(Buffer.alloc(BLOCK - rest));
  };
  const entryHeader = async (name: string, size: number, mtime: Date) => {
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`Refused tar entry name: ${name}`);
    if (Buffer.byteLength(name) > 100 || /[^\x20-\x7e]/.test(name)) {
      const pax = Buffer.from(paxRecord("path", name));
      await write(header("PaxHeader", pax.length, mtime, "x"));
      await write(pax);
      await padding(pax.length);
    }
    await write(header(name, size, mtime, "0"));
  };
  return {
    async addBuffer(name, data, mtime = new Date()) {
      await entryHeader(name, data.length, mtime);
      await write(data);
      await padding(data.length);
    },
    async finish() {
      await write(Buffer.alloc(BLOCK * 2));
      output.end();
      await once(output, "finish");
    },
  };
}
