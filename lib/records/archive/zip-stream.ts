import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

type Entry = ZipDeflate | ZipPassThrough;

/**
 * A zip file written as it goes (fflate, decision 0016): each entry is added whole or in chunks and
 * its bytes come out at once through `take()`, so the caller hands them on before it reads the
 * next document and the archive is never held in memory. Entries are written one after another; an
 * entry's sizes and CRC follow its data (a data descriptor), as a streamed zip has to.
 *
 * Text (CSV, XML, README) is deflated; PDFs are stored as they are (they are compressed already, and
 * deflating them again costs CPU for a few per cent).
 */
export class ZipStream {
  private readonly zip: Zip;
  private pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private open: Entry | null = null;

  constructor() {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.pending.push(chunk);
    });
  }

  /** A whole entry. */
  addFile(name: string, data: Uint8Array, options: { compress: boolean; modified?: Date }): void {
    const entry = this.begin(name, options);
    entry.push(data, true);
    this.open = null;
  }

  /** An entry written in chunks: write() each, then close(). Only one entry is open at a time. */
  beginFile(name: string, options: { compress: boolean; modified?: Date }): { write: (chunk: Uint8Array) => void; close: () => void } {
    const entry = this.begin(name, options);
    return {
      write: (chunk) => entry.push(chunk),
      close: () => {
        entry.push(new Uint8Array(0), true);
        this.open = null;
      },
    };
  }

  /** Writes the central directory; take() then gives the last bytes. */
  finish(): void {
    if (this.open) throw new Error("zip: an entry is still open");
    this.zip.end();
  }

  /** The bytes written since the last call. */
  take(): Uint8Array[] {
    if (this.failure) throw this.failure;
    const out = this.pending;
    this.pending = [];
    return out;
  }

  private begin(name: string, { compress, modified }: { compress: boolean; modified?: Date }): Entry {
    if (this.open) throw new Error("zip: an entry is still open");
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    // DOS dates start in 1980; the zip stores local time, so it is set from the UTC fields.
    if (modified) entry.mtime = dosSafe(modified);
    this.zip.add(entry);
    this.open = entry;
    return entry;
  }
}

function dosSafe(date: Date): Date {
  const local = new Date(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return local.getFullYear() < 1980 ? new Date(1980, 0, 1) : local;
}
