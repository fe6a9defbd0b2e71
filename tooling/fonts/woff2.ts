/**
 * The characters a WOFF2 font draws, read from its cmap table: what the tests
 * check of the headings' display face (scripts/subset-display-font.py cuts it).
 * Only what that needs of the format (https://www.w3.org/TR/WOFF2/): the table
 * directory, the Brotli-compressed table data, cmap formats 4 and 12.
 */
import { brotliDecompressSync } from 'node:zlib';

/** The table directory's index of `cmap` in WOFF2's known tags; 63 means the tag follows. */
const CMAP_TAG_INDEX = 0;
const GLYF_TAG_INDEX = 10;
const LOCA_TAG_INDEX = 11;
const HEADER_LENGTH = 48;

class Reader {
  private readonly data: Buffer;
  offset: number;
  constructor(data: Buffer, offset = 0) {
    this.data = data;
    this.offset = offset;
  }
  u8(): number {
    return this.data.readUInt8(this.offset++);
  }
  u16(): number {
    const value = this.data.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  u32(): number {
    const value = this.data.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  /** UIntBase128: 7 bits a byte, high bit set while more follow. */
  base128(): number {
    let value = 0;
    for (let index = 0; index < 5; index++) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('WOFF2: UIntBase128 longer than 5 bytes');
  }
}

/** The decompressed cmap table of a WOFF2 file. */
function cmapTable(file: Buffer): Buffer {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('Not a WOFF2 file');
  const header = new Reader(file, 12);
  const numTables = header.u16();
  const directory = new Reader(file, HEADER_LENGTH);
  let offset = 0;
  let cmap: { offset: number; length: number } | undefined;
  for (let table = 0; table < numTables; table++) {
    const flags = directory.u8();
    const tagIndex = flags & 0x3f;
    if (tagIndex === 63) directory.u32();
    const version = flags >> 6;
    const origLength = directory.base128();
    // glyf and loca are transformed unless their version is 3; any other table when it is not 0.
    const transformed =
      tagIndex === GLYF_TAG_INDEX || tagIndex === LOCA_TAG_INDEX ? version !== 3 : version !== 0;
    const length = transformed ? directory.base128() : origLength;
    if (tagIndex === CMAP_TAG_INDEX) cmap = { offset, length };
    offset += length;
  }
  if (!cmap) throw new Error('WOFF2: no cmap table');
  const compressedLength = new Reader(file, 20).u32();
  const tables = brotliDecompressSync(
    file.subarray(directory.offset, directory.offset + compressedLength),
  );
  return tables.subarray(cmap.offset, cmap.offset + cmap.length);
}

/** Code points of a format 4 subtable (BMP segments) that map to a glyph. */
function format4(cmap: Buffer, start: number, into: Set<number>): void {
  const segments = cmap.readUInt16BE(start + 6) / 2;
  const ends = start + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const end = cmap.readUInt16BE(ends + segment * 2);
    const first = cmap.readUInt16BE(starts + segment * 2);
    const delta = cmap.readInt16BE(deltas + segment * 2);
    const rangeOffsetAt = rangeOffsets + segment * 2;
    const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
    for (let code = first; code <= end && code !== 0xffff; code++) {
      const glyph =
        rangeOffset === 0
          ? (code + delta) & 0xffff
          : cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - first) * 2);
      if (glyph !== 0) into.add(code);
    }
  }
}

/** Code points of a format 12 subtable (groups over all planes). */
function format12(cmap: Buffer, start: number, into: Set<number>): void {
  const groups = cmap.readUInt32BE(start + 12);
  for (let group = 0; group < groups; group++) {
    const at = start + 16 + group * 12;
    for (let code = cmap.readUInt32BE(at); code <= cmap.readUInt32BE(at + 4); code++)
      into.add(code);
  }
}

/** Every code point the font maps to a glyph (its Unicode subtables, formats 4 and 12). */
export function woff2CodePoints(file: Buffer): Set<number> {
  const cmap = cmapTable(file);
  const reader = new Reader(cmap, 2);
  const subtables = reader.u16();
  const codes = new Set<number>();
  for (let index = 0; index < subtables; index++) {
    const platform = reader.u16();
    reader.u16();
    const start = reader.u32();
    if (platform !== 0 && platform !== 3) continue;
    const format = cmap.readUInt16BE(start);
    if (format === 4) format4(cmap, start, codes);
    if (format === 12) format12(cmap, start, codes);
  }
  return codes;
}
