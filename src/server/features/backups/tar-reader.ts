import type { Readable } from "node:stream";

const BLOCK = 512;

export interface TarEntry {
  name: string;
  type: "file" | "directory" | "other";
  data: Buffer;
}

/** Pulls exact byte counts from a stream of chunks without copying the whole stream. */
function byteReader(input: AsyncIterable<Buffer>) {
  const iterator = input[Symbol.asyncIterator]();
  let pending: Buffer[] = [];
  let available = 0;
  return async function read(size: number): Promise<Buffer | null> {
    while (available < size) {
      const next = await iterator.next();
      if (next.done) return null;
      pending.push(next.value);
      available += next.value.length;
    }
    const joined = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    const taken = joined.subarray(0, size);
    const rest = joined.subarray(size);
    pending = rest.length ? [rest] : [];
    available = rest.length;
    return taken;
  };
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function number(block: Buffer, start: number, length: number): number {
  const value = text(block, start, length).trim();
  return value ? parseInt(value, 8) : 0;
}

function paxPath(data: Buffer): string | null {
  for (const line of data.toString("utf8").split("\n")) {
    const match = /^\d+ path=(.*)$/.exec(line);
    if (match) return match[1]!;
  }
  return null;
}

/** The entries of an (uncompressed) tar stream, each read whole: ustar, pax and GNU long names. */
export async function* readTar(input: Readable | AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const read = byteReader(input as AsyncIterable<Buffer>);
  let longName: string | null = null;
  for (;;) {
    const block = await read(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    const size = number(block, 124, 12);
    const typeFlag = String.fromCharCode(block[156] ?? 0);
    const prefix = text(block, 345, 155);
    const data = size ? await read(Math.ceil(size / BLOCK) * BLOCK) : Buffer.alloc(0);
    if (!data) throw new Error("The archive ends in the middle of an entry.");
    const body = data.subarray(0, size);
    if (typeFlag === "x" || typeFlag === "L") {
      longName = typeFlag === "x" ? paxPath(body) : text(body, 0, body.length);
      continue;
    }
    if (typeFlag === "g") continue;
    const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
    longName = null;
    const type = typeFlag === "0" || typeFlag === "\0" ? "file" : typeFlag === "5" ? "directory" : "other";
    yield { name, type, data: Buffer.from(body) };
  }
}
