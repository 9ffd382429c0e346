import fs from "node:fs";
import { woffToSfnt } from "@/lib/pdf/woff-to-sfnt";

const woffFile = require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff");

describe("woffToSfnt: the TrueType font inside a WOFF file", () => {
  const woff = fs.readFileSync(woffFile);
  const sfnt = woffToSfnt(woff);

  it("keeps the flavor and the table count, and sizes the font as WOFF says (totalSfntSize)", () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)); // 0x00010000 for TrueType outlines
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it("writes every table uncompressed at a 4-byte aligned offset, with the checksum the font declares", () => {
    const tables = sfnt.readUInt16BE(4);
    for (let index = 0; index < tables; index += 1) {
      const entry = 12 + index * 16;
      const offset = sfnt.readUInt32BE(entry + 8);
      const length = sfnt.readUInt32BE(entry + 12);
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(sfnt.length);
      const tag = sfnt.toString("latin1", entry, entry + 4);
      // OpenType checksum: the sum of the table's big-endian uint32 words (head's adjustment excluded).
      if (tag !== "head") expect(checksum(sfnt.subarray(offset, offset + ((length + 3) & ~3)))).toBe(sfnt.readUInt32BE(entry + 4));
    }
  });

  it("refuses anything that is not WOFF 1.0", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 0000000000000000000000000000000000000000"))).toThrow("Not a WOFF 1.0 font");
  });
});

function checksum(data: Buffer): number {
  let sum = 0;
  for (let offset = 0; offset < data.length; offset += 4) sum = (sum + data.readUInt32BE(offset)) >>> 0;
  return sum;
}
