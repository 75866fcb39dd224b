// PostgreSQL's binary COPY format (https://www.postgresql.org/docs/15/sql-copy.html, "Binary Format"), for the
// page views (generate.mjs): each field is written as the server stores it, so the server parses no text (uuid_in
// and timestamptz_in were most of its COPY time) and the generator's thread builds no row strings. A stream is the
// header, the tuples, then the trailer; the loader frames the tuples the worker threads make (load.mjs). The largest
// page-view roll-ups go the same way (rollups.mjs).

/** The signature, flags (no OIDs) and an empty header extension. */
export const COPY_BINARY_HEADER = Uint8Array.from([
  0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00, 0, 0, 0, 0, 0, 0, 0, 0,
]);
/** A field count of -1: the end of the data. */
export const COPY_BINARY_TRAILER = Uint8Array.from([0xff, 0xff]);

/** Microseconds from the Unix epoch to PostgreSQL's (2000-01-01). */
const POSTGRES_EPOCH_US = 946_684_800_000_000;
/** Days from the Unix epoch to PostgreSQL's. */
const POSTGRES_EPOCH_DAY = 10_957;
const TWO_32 = 2 ** 32;

/** What a BinaryTuples holds before its first field and after each take(). */
const EMPTY = Buffer.alloc(0);

/**
 * Tuples written one field at a time into a buffer (of `capacity` bytes at first) that grows as needed; `take()`
 * hands the bytes over, and the next field starts a buffer of its own.
 */
export class BinaryTuples {
  constructor(capacity = 1 << 20) {
    this.capacity = capacity;
    this.buffer = EMPTY;
    this.length = 0;
  }

  /** Makes room for `bytes` more. */
  reserve(bytes) {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.capacity, this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** Starts a tuple of `fields` fields. */
  tuple(fields) {
    this.reserve(2);
    this.length = this.buffer.writeInt16BE(fields, this.length);
  }

  /** A NULL. */
  null() {
    this.reserve(4);
    this.length = this.buffer.writeInt32BE(-1, this.length);
  }

  /** A text (or varchar) field, NULL for null. */
  text(value) {
    if (value === null) return this.null();
    this.reserve(4 + value.length * 3);
    const written = this.buffer.write(value, this.length + 4, 'utf8');
    this.buffer.writeInt32BE(written, this.length);
    this.length += 4 + written;
  }

  /** A uuid given as its first eight hex digits (generate.mjs uuidOf's prefix) and the number of its last twelve. */
  uuid(prefix, n) {
    this.reserve(20);
    const at = this.buffer.writeInt32BE(16, this.length);
    this.buffer.writeUInt32BE(prefix, at);
    this.buffer.writeUInt32BE(0x0000_4000, at + 4);
    this.buffer.writeUInt16BE(0x8000, at + 8);
    this.buffer.writeUInt16BE(Math.floor(n / TWO_32), at + 10);
    this.buffer.writeUInt32BE(n >>> 0, at + 12);
    this.length = at + 16;
  }

  /** An integer (int4). */
  int4(n) {
    this.reserve(8);
    const at = this.buffer.writeInt32BE(4, this.length);
    this.length = this.buffer.writeInt32BE(n, at);
  }

  /** A date given as days since 1970-01-01. */
  date(day) {
    this.reserve(8);
    const at = this.buffer.writeInt32BE(4, this.length);
    this.length = this.buffer.writeInt32BE(day - POSTGRES_EPOCH_DAY, at);
  }

  /** A timestamptz of whole seconds (`ms` is floored to the second, as the COPY text of generate.mjs has it). */
  timestamp(ms) {
    this.reserve(12);
    const us = Math.floor(ms / 1000) * 1_000_000 - POSTGRES_EPOCH_US;
    const high = Math.floor(us / TWO_32);
    const at = this.buffer.writeInt32BE(8, this.length);
    this.buffer.writeInt32BE(high, at);
    this.buffer.writeUInt32BE(us - high * TWO_32, at + 4);
    this.length = at + 8;
  }

  /** The bytes written so far (a view of a buffer of their own, to transfer), and a fresh start. */
  take() {
    const bytes = this.length === 0 ? new Uint8Array(0) : new Uint8Array(this.buffer.buffer, this.buffer.byteOffset, this.length);
    this.buffer = EMPTY;
    this.length = 0;
    return bytes;
  }
}

/** The tuples `write(out, item)` writes of each of `items`, `chunk` items a piece (each its own buffer, to transfer). */
export function* binaryChunks(items, chunk, write, capacity) {
  const out = new BinaryTuples(capacity);
  let count = 0;
  for (const item of items) {
    write(out, item);
    if (++count === chunk) {
      yield out.take();
      count = 0;
    }
  }
  if (count > 0) yield out.take();
}
