// What the importer checks in memory as a file is read: each slot and each EPIC once in the file.
import { rowError, type RowError, type RollRow } from './rows';

/** An EPIC this file already gave an earlier row (its slot as partno * 100000 + serial). */
export const epicDup = (line: number, r: RollRow, earlier: number): RowError => ({
  ...rowError(line, 'EPIC_NO', 'epicDup', { epic: r.epic_no ?? '', part: Math.floor(earlier / 100000), serial: earlier % 100000 }),
  part: [r.acno, r.partno],
});

/** Remembers the (acno, partno, serial) slots seen in this file, a bit per serial. */
export class SlotSet {
  private parts = new Map<number, Uint8Array>();
  /** false when the slot was seen before */
  add(acno: number, partno: number, serial: number): boolean {
    const key = acno * 100000 + partno;
    let bits = this.parts.get(key);
    const byte = serial >> 3;
    if (!bits || bits.length <= byte) {
      const grown = new Uint8Array(Math.max(256, (byte + 1) * 2));
      if (bits) grown.set(bits);
      bits = grown;
      this.parts.set(key, bits);
    }
    const mask = 1 << (serial & 7);
    if (bits[byte] & mask) return false;
    bits[byte] |= mask;
    return true;
  }
  get size() {
    return this.parts.size;
  }
  /** the parts seen (acno * 100000 + partno) */
  partKeys(): number[] {
    return [...this.parts.keys()];
  }
}

/**
 * The EPICs of the file with their slots (partno * 100000 + serial). The usual form (three
 * letters, seven digits) is kept as a number in typed arrays: two million strings in a Map cost
 * more in lookups and garbage collection than the whole row check.
 */
export class EpicSlots {
  private keys = new Float64Array(1 << 16);
  private slots = new Float64Array(1 << 16);
  private count = 0;
  private other = new Map<string, number>();
  /** The usual form as a number (+1, so 0 marks a free place), or 0. */
  private static code(e: string): number {
    if (e.length !== 10) return 0;
    let k = 0;
    for (let i = 0; i < 3; i++) {
      const c = e.charCodeAt(i) - 65;
      if (c < 0 || c > 25) return 0;
      k = k * 26 + c;
    }
    for (let i = 3; i < 10; i++) {
      const d = e.charCodeAt(i) - 48;
      if (d < 0 || d > 9) return 0;
      k = k * 10 + d;
    }
    return k + 1;
  }
  private place(k: number): number {
    const mask = this.keys.length - 1;
    const hi = Math.floor(k / 4294967296);
    let i = (Math.imul(k >>> 0, 0x9e3779b1) ^ Math.imul(hi, 0x85ebca77)) & mask;
    while (this.keys[i] !== 0 && this.keys[i] !== k) i = (i + 1) & mask;
    return i;
  }
  get(e: string): number | undefined {
    const k = EpicSlots.code(e);
    if (!k) return this.other.get(e);
    const i = this.place(k);
    return this.keys[i] === k ? this.slots[i] : undefined;
  }
  set(e: string, slot: number) {
    const k = EpicSlots.code(e);
    if (!k) {
      this.other.set(e, slot);
      return;
    }
    if ((this.count + 1) * 2 > this.keys.length) {
      const { keys, slots } = this;
      this.keys = new Float64Array(keys.length * 2);
      this.slots = new Float64Array(keys.length * 2);
      for (let j = 0; j < keys.length; j++) {
        if (keys[j] === 0) continue;
        const i = this.place(keys[j]);
        this.keys[i] = keys[j];
        this.slots[i] = slots[j];
      }
    }
    const i = this.place(k);
    if (this.keys[i] === 0) this.count += 1;
    this.keys[i] = k;
    this.slots[i] = slot;
  }
}
