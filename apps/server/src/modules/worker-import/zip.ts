import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../http/app-error.js';

/** One file of a ZIP archive as its central directory describes it. */
export type TZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER;

const unreadable = () => new AppError(400, 'workerImport.xlsxBroken');

/**
 * The archive's files as its central directory lists them, read without inflating anything (as
 * unzip tools do): their names and their declared sizes, compressed and not. ZIP64 archives are not
 * spreadsheets we accept.
 */
export function zipEntries(bytes: Buffer, maxEntries: number): TZipEntry[] {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  if (count > maxEntries) throw unreadable();
  let at = bytes.readUInt32LE(end + 16);
  const entries: TZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's content, inflated up to `maxBytes` at most: past it, or with broken data, the archive is refused with `tooBig`. */
export function inflateEntry(bytes: Buffer, entry: TZipEntry, maxBytes: number, tooBig: () => AppError): Buffer {
  const { localOffset, compressedSize, method } = entry;
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== ZIP_LOCAL_HEADER) throw unreadable();
  const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  const data = bytes.subarray(dataStart, dataStart + compressedSize);
  if (data.length !== compressedSize) throw unreadable();
  if (method === 0) {
    if (data.length > maxBytes) throw tooBig();
    return data;
  }
  if (method !== 8) throw unreadable();
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
  } catch (error) {
    // Past the budget (RangeError), or deflate data that is broken.
    throw error instanceof RangeError ? tooBig() : unreadable();
  }
}
