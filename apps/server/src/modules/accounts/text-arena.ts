/** Texts are appended to chunks of this size; a longer text gets a chunk of its own. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Texts kept outside the JavaScript heap, at most one per slot: their UTF-8 bytes appended to
 * 1 MB chunks, with a chunk, a start and a length per slot. 100,000 listing cards held as
 * strings are 100,000 heap objects the garbage collector marks and moves; held here they are a
 * few dozen external allocations it never walks, read back a page (24 texts) at a time.
 * Growing adds a chunk and copies nothing, so a load leaves no outgrown buffer behind.
 *
 * A replaced or cleared text leaves its bytes behind as waste; once the waste outgrows the live
 * texts, the live texts are rewritten into fresh chunks and the old ones are let go.
 */
export class TextArena {
  private chunks: Buffer[] = [];
  /** Bytes written to the last chunk. */
  private tail = 0;
  private usedBytes = 0;
  private liveBytes = 0;
  private chunkOf = new Int32Array(0);
  private starts = new Int32Array(0);
  /** -1: no text in the slot. */
  private lengths = new Int32Array(0);

  /** Bytes held by texts, live ones and waste alike. */
  get size(): number {
    return this.usedBytes;
  }

  set(slot: number, text: string): void {
    this.clear(slot);
    const length = Buffer.byteLength(text, 'utf8');
    const [chunk, start] = this.place(slot, length);
    chunk.write(text, start, 'utf8');
    if (this.usedBytes - this.liveBytes > Math.max(this.liveBytes, CHUNK_BYTES)) this.compact();
  }

  get(slot: number): string | undefined {
    const length = slot < this.lengths.length ? this.lengths[slot]! : -1;
    if (length < 0) return undefined;
    const start = this.starts[slot]!;
    return this.chunks[this.chunkOf[slot]!]!.toString('utf8', start, start + length);
  }

  clear(slot: number): void {
    this.ensureSlot(slot);
    const length = this.lengths[slot]!;
    if (length < 0) return;
    this.liveBytes -= length;
    this.lengths[slot] = -1;
  }

  /** Room for the slot's next `length` bytes at the end of the last chunk (or a new one). */
  private place(slot: number, length: number): [Buffer, number] {
    const last = this.chunks.length - 1;
    if (last < 0 || this.tail + length > this.chunks[last]!.length) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, length)));
      this.tail = 0;
    }
    const chunk = this.chunks.length - 1;
    const start = this.tail;
    this.chunkOf[slot] = chunk;
    this.starts[slot] = start;
    this.lengths[slot] = length;
    this.tail += length;
    this.usedBytes += length;
    this.liveBytes += length;
    return [this.chunks[chunk]!, start];
  }

  private ensureSlot(slot: number): void {
    if (slot < this.lengths.length) return;
    const capacity = Math.max(1024, slot + 1, this.lengths.length * 2);
    const widen = (old: Int32Array, fill: number) => {
      const next = new Int32Array(capacity).fill(fill);
      next.set(old);
      return next;
    };
    this.chunkOf = widen(this.chunkOf, 0);
    this.starts = widen(this.starts, 0);
    this.lengths = widen(this.lengths, -1);
  }

  private compact(): void {
    const old = this.chunks;
    this.chunks = [];
    this.tail = 0;
    this.usedBytes = 0;
    this.liveBytes = 0;
    for (let slot = 0; slot < this.lengths.length; slot++) {
      const length = this.lengths[slot]!;
      if (length < 0) continue;
      const from = old[this.chunkOf[slot]!]!;
      const start = this.starts[slot]!;
      const [chunk, at] = this.place(slot, length);
      from.copy(chunk, at, start, start + length);
    }
  }
}
