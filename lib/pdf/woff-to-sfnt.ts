import { inflateSync } from "node:zlib";

/**
 * Unpacks a WOFF 1.0 file into the TrueType/OpenType (SFNT) font it wraps.
 *
 * Why: fontkit (react-pdf's font engine) keeps a WOFF font compressed and inflates a table, in
 * pure JavaScript, every time it reads one — and subsetting the font for each PDF reads the glyph
 * tables again. Measured on a one-page invoice: ~1 s per render spent in tiny-inflate. Inflating
 * once with Node's zlib and handing fontkit the plain font removes that cost entirely.
 *
 * Format (W3C WOFF 1.0): a 44-byte header, then a 20-byte directory entry per table (tag, offset,
 * compressed length, original length, checksum); a table is zlib-compressed when its compressed
 * length is smaller than its original length.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("Not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);

  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const tag = woff.readUInt32BE(entry);
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error("Corrupt WOFF table");
    return { tag, checksum, data };
  });

  // The SFNT offset table: its binary-search fields are derived from the table count.
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + numTables * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);

  const sfnt = Buffer.alloc(total);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
