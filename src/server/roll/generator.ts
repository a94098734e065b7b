// Deterministic ECI-style voter rolls, at any size the benchmark or a demo asks for. Every part
// draws from its own PRNG stream seeded by (seed, acno, partno), so a part's rows do not depend
// on the parts before it and a roll of any size streams in constant memory.
import fs from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { MAP_CENTRE } from '../../shared/domain/constants';
import { ECI_COLUMNS, type RollColumn } from './eci';
import { daysInMonth } from './rows';
import { AC_NAMES, BUILDINGS, HINDI_FEMALE, HINDI_MALE, HINDI_SURNAMES, LOCALITIES, MARATHI_FEMALE, MARATHI_MALE, MARATHI_SURNAMES, type Name } from './names';

export interface RollOptions {
  acno: number;
  parts: number;
  perPart: number;
  seed: number;
  /** Number of the first part (default 1). */
  firstPart?: number;
}

export type EciRow = Record<RollColumn, string>;

/** mulberry32: small, fast, good enough for test data, and the same on every platform. */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes integers into one 32-bit seed (FNV-1a over the words, then a murmur finaliser). */
export function hashInts(...xs: number[]): number {
  let h = 0x811c9dc5;
  for (const x of xs) {
    h = Math.imul(h ^ (x | 0), 0x01000193);
    h = Math.imul(h ^ Math.floor(x / 4294967296), 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

class Rng {
  private next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float() {
    return this.next();
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number) {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number) {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  /** Index drawn with the given weights. */
  weighted(weights: readonly number[]) {
    const total = weights.reduce((a, b) => a + b, 0);
    let u = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i];
      if (u < 0) return i;
    }
    return weights.length - 1;
  }
}

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
export const devDigits = (n: number | string) => String(n).replace(/\d/g, (d) => DEVANAGARI_DIGITS[Number(d)]);

export function acName(acno: number): Name {
  return AC_NAMES[acno] ?? [`Constituency ${acno}`, `मतदारसंघ ${devDigits(acno)}`];
}

// Salts that separate the PRNG streams of one (seed, acno).
const S_BUILDING_SIZE = 1;
const S_BUILDING = 2;
const S_PART = 3;
const S_ROWS = 4;

/** Centre of a constituency's polling stations: the console's default map centre for the default acno, neighbours beside it. */
export function acCentre(acno: number) {
  return { lat: MAP_CENTRE.lat + ((acno % 3) - (38 % 3)) * 0.03, lng: MAP_CENTRE.lng + (acno - 38) * 0.09 };
}

interface Building {
  index: number;
  firstPart: number;
  parts: number;
  name: Name;
  lat: number;
  lng: number;
}

/** The polling-station buildings of a roll: 1-3 consecutive parts each (rooms of one school). */
function* buildings(o: RollOptions): Generator<Building> {
  const first = o.firstPart ?? 1;
  let part = first;
  for (let b = 0; part < first + o.parts; b++) {
    const r = new Rng(hashInts(o.seed, o.acno, b, S_BUILDING_SIZE));
    const parts = Math.min([1, 2, 3][r.weighted([50, 35, 15])], first + o.parts - part);
    const g = new Rng(hashInts(o.seed, o.acno, b, S_BUILDING));
    const kind = g.pick(BUILDINGS);
    const loc = LOCALITIES[hashInts(o.seed, o.acno, part, S_PART) % LOCALITIES.length];
    // Within about 4 km of the constituency's centre, uniform over the disc.
    const c = acCentre(o.acno);
    const radiusKm = 4 * Math.sqrt(g.float());
    const angle = 2 * Math.PI * g.float();
    const lat = c.lat + (radiusKm * Math.sin(angle)) / 111;
    const lng = c.lng + (radiusKm * Math.cos(angle)) / (111 * Math.cos((c.lat * Math.PI) / 180));
    yield {
      index: b,
      firstPart: part,
      parts,
      // Numbered so that two schools of one kind in one locality stay two voting centres.
      name: [`${kind[0]} No. ${b + 1}, ${loc[0]}`, `${kind[1]} क्र. ${devDigits(b + 1)}, ${loc[1]}`],
      lat: Math.round(lat * 1e6) / 1e6,
      lng: Math.round(lng * 1e6) / 1e6,
    };
    part += parts;
  }
}

export interface PartPlan {
  partno: number;
  name: Name;
  building: Name;
  lat: number;
  lng: number;
  sections: Array<{ no: number; name: Name }>;
}

/** Part names, sections and polling stations of a roll, in part order. */
export function* partPlans(o: RollOptions): Generator<PartPlan> {
  for (const b of buildings(o)) {
    for (let partno = b.firstPart; partno < b.firstPart + b.parts; partno++) {
      const h = hashInts(o.seed, o.acno, partno, S_PART);
      const locIndex = h % LOCALITIES.length;
      const loc = LOCALITIES[locIndex];
      const ward = Math.ceil(partno / 3);
      const nSections = o.perPart < 40 ? 1 : 2 + ((h >>> 8) % 5);
      const sections = Array.from({ length: nSections }, (_, j) => {
        const l = LOCALITIES[(locIndex + j * 7) % LOCALITIES.length];
        const lane = 1 + ((h >>> (12 + j)) % 9);
        return { no: j + 1, name: [`${l[0]}, Lane No. ${lane}`, `${l[1]}, गल्ली क्र. ${devDigits(lane)}`] as Name };
      });
      yield {
        partno,
        name: [`${loc[0]} Ward No. ${ward}`, `${loc[1]} प्रभाग क्र. ${devDigits(ward)}`],
        building: b.name,
        lat: b.lat,
        lng: b.lng,
        sections,
      };
    }
  }
}

type Gender = 'M' | 'F' | 'O';
interface Member {
  name: Name;
  gender: Gender;
  age: number;
  rlnType: 'F' | 'H' | 'M' | 'O';
  rln: Name;
}

const HOUSEHOLD_SIZES = [2, 3, 4, 5, 6, 7, 8];
const HOUSEHOLD_WEIGHTS = [18, 20, 22, 17, 11, 7, 5];
const AGE_MIN = 18;
const AGE_MAX = 110;
const clampAge = (a: number) => Math.max(AGE_MIN, Math.min(AGE_MAX, a));

/**
 * One household of `size` adults sharing a surname: possibly an elder generation, the head and
 * spouse, adult children (sons with wives, grandchildren), or the head's siblings when the head
 * is too young for adult children. Relation: father for men and unmarried women, husband for
 * wives and widows, occasionally the mother.
 */
function household(r: Rng, size: number, hindi: boolean): Member[] {
  const own = hindi ? [HINDI_MALE, HINDI_FEMALE] : [MARATHI_MALE, MARATHI_FEMALE];
  const other = hindi ? [MARATHI_MALE, MARATHI_FEMALE] : [HINDI_MALE, HINDI_FEMALE];
  const male = () => r.pick(r.chance(0.88) ? own[0] : other[0]);
  const female = () => r.pick(r.chance(0.88) ? own[1] : other[1]);
  const out: Member[] = [];
  const room = () => size - out.length;
  const add = (m: Member) => {
    if (room() > 0) out.push({ ...m, age: clampAge(m.age) });
  };

  const elder = size >= 4 ? r.chance(0.45) : size === 2 ? r.chance(0.12) : r.chance(0.2);
  let headAge: number;
  if (elder) headAge = r.int(26, 58);
  else {
    const band = r.weighted([28, 40, 25, 7]);
    headAge = [r.int(22, 35), r.int(36, 55), r.int(56, 75), r.int(76, 92)][band];
  }
  // The head's father: present as the elder, or only named as the relation.
  const father: Name = male();
  if (elder) {
    let elderAge = headAge + r.int(20, 34);
    if (r.chance(0.02)) elderAge += r.int(5, 20);
    const couple = size >= 4 && r.chance(0.35);
    if (couple) {
      add({ name: father, gender: 'M', age: elderAge, rlnType: 'F', rln: male() });
      add({ name: female(), gender: 'F', age: Math.max(headAge + 18, elderAge - r.int(0, 8)), rlnType: 'H', rln: father });
    } else if (r.chance(0.75)) {
      add({ name: female(), gender: 'F', age: elderAge, rlnType: 'H', rln: father }); // widowed mother
    } else {
      add({ name: father, gender: 'M', age: elderAge, rlnType: 'F', rln: male() });
    }
  }
  const widowHead = !elder && headAge > 45 && r.chance(0.07);
  const head: Member = widowHead
    ? { name: female(), gender: 'F', age: headAge, rlnType: 'H', rln: male() }
    : { name: male(), gender: 'M', age: headAge, rlnType: 'F', rln: father };
  add(head);
  // Children name their father: the head, or a widowed head's late husband (sometimes their mother).
  const childFather = widowHead ? head.rln : head.name;
  const childRln = (): Pick<Member, 'rlnType' | 'rln'> => (widowHead && r.chance(0.3) ? { rlnType: 'M', rln: head.name } : { rlnType: 'F', rln: childFather });
  if (!widowHead && headAge >= 21 && r.chance(0.93)) {
    add({ name: female(), gender: 'F', age: headAge - r.int(0, 9), rlnType: 'H', rln: head.name });
  }
  const parentAge = widowHead ? headAge : headAge - 3;
  let guard = 0;
  while (room() > 0 && guard++ < 20) {
    const childAge = parentAge - r.int(20, 36);
    if (childAge >= AGE_MIN) {
      const gender: Gender = r.chance(0.0008) ? 'O' : r.chance(0.52) ? 'M' : 'F';
      const child: Member = { name: gender === 'F' ? female() : male(), gender, age: childAge, ...childRln() };
      add(child);
      if (gender === 'M' && childAge >= 23 && room() > 0 && r.chance(0.55)) {
        add({ name: female(), gender: 'F', age: childAge - r.int(0, 6), rlnType: 'H', rln: child.name });
        if (childAge >= 40 && room() > 0 && r.chance(0.5)) {
          const g = r.chance(0.5);
          add({ name: g ? male() : female(), gender: g ? 'M' : 'F', age: childAge - r.int(20, 26), rlnType: 'F', rln: child.name });
        }
      }
    } else if (headAge <= 50) {
      // Too young for adult children: brothers and unmarried sisters of the head.
      const g = r.chance(0.55);
      add({ name: g ? male() : female(), gender: g ? 'M' : 'F', age: Math.max(AGE_MIN, headAge + r.int(-10, 6)), rlnType: 'F', rln: father });
    } else {
      // An older head with no room for more children: another relative.
      const g = r.chance(0.5);
      add({ name: g ? male() : female(), gender: g ? 'M' : 'F', age: r.int(18, 60), rlnType: 'O', rln: head.name });
    }
  }
  while (room() > 0) add({ name: male(), gender: 'M', age: r.int(18, 40), rlnType: 'O', rln: head.name });
  return out;
}

/** EPIC numbers: a 3-letter prefix per constituency and a 7-digit permutation of the elector's index. */
export function epicFor(acno: number, index: number): string {
  let p = (acno * 7919 + 4729) % 17576;
  let prefix = '';
  for (let i = 0; i < 3; i++) {
    prefix = String.fromCharCode(65 + (p % 26)) + prefix;
    p = Math.floor(p / 26);
  }
  // 7368787 is coprime with 10^7, so index -> digits is a bijection below 10^7.
  const digits = (Number((BigInt(index) * 7368787n + 1234567n) % 10000000n) + '').padStart(7, '0');
  return prefix + digits;
}

/** Household sizes of a part summing to exactly `total`, never leaving a lone elector. */
function householdSizes(r: Rng, total: number): number[] {
  const sizes: number[] = [];
  let rem = total;
  while (rem > 0) {
    let s = HOUSEHOLD_SIZES[r.weighted(HOUSEHOLD_WEIGHTS)];
    if (s > rem) s = rem;
    if (rem - s === 1) s = s < 8 ? s + 1 : s - 1;
    sizes.push(s);
    rem -= s;
  }
  return sizes;
}

/** A birth date giving `age` on the qualifying date, 1 January 2025. */
function dobFor(r: Rng, age: number): string {
  // Born between 2 January of (2025 - age - 1) and 1 January of (2025 - age).
  let y = 2025 - age - 1;
  let day = 1 + r.int(0, 364); // 0-based day of year, from 2 January
  let m = 0;
  for (;;) {
    const len = daysInMonth(y, m + 1);
    if (day < len) break;
    day -= len;
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
  }
  return `${y}-${m < 9 ? '0' : ''}${m + 1}-${day < 9 ? '0' : ''}${day + 1}`;
}

/** The rows of a roll, part by part, section by section, household by household. */
export function* rollRows(o: RollOptions): Generator<EciRow> {
  const [acEn, acV1] = acName(o.acno);
  const first = o.firstPart ?? 1;
  for (const plan of partPlans(o)) {
    const r = new Rng(hashInts(o.seed, o.acno, plan.partno, S_ROWS));
    const sizes = householdSizes(r, o.perPart);
    let serial = 0;
    let h = 0;
    const perSection = o.perPart / plan.sections.length;
    for (const section of plan.sections) {
      let houseNo = r.int(1, 40);
      // Households fill the sections in turn; the last section takes what is left.
      const last = section.no === plan.sections.length;
      while (h < sizes.length && (last || serial < perSection * section.no)) {
        const hindi = r.chance(0.25);
        const surname = r.pick(hindi ? HINDI_SURNAMES : MARATHI_SURNAMES);
        const suffix = r.chance(0.12) ? r.pick(['/A', '/B', '-1', '-2', '/1']) : '';
        const house = `${houseNo}${suffix}`;
        houseNo += r.int(1, 3);
        for (const m of household(r, sizes[h], hindi)) {
          serial += 1;
          const index = (plan.partno - first) * o.perPart + serial - 1;
          yield {
            AC_NO: String(o.acno),
            AC_NAME: acEn,
            AC_NAME_V1: acV1,
            PART_NO: String(plan.partno),
            PART_NAME: plan.name[0],
            PART_NAME_V1: plan.name[1],
            SECTION_NO: String(section.no),
            SECTION_NAME: section.name[0],
            SECTION_NAME_V1: section.name[1],
            SLNOINPART: String(serial),
            C_HOUSE_NO: house,
            FM_NAME_EN: m.name[0],
            LASTNAME_EN: surname[0],
            FM_NAME_V1: m.name[1],
            LASTNAME_V1: surname[1],
            RLN_TYPE: m.rlnType,
            RLN_FM_NM_EN: m.rln[0],
            RLN_L_NM_EN: surname[0],
            RLN_FM_NM_V1: m.rln[1],
            RLN_L_NM_V1: surname[1],
            EPIC_NO: epicFor(o.acno, index),
            GENDER: m.gender,
            AGE: String(m.age),
            DOB: r.chance(0.9) ? dobFor(r, m.age) : '',
            MOBILE_NO: r.chance(0.04) ? String(r.pick([9, 8, 7])) + String(r.int(100000000, 999999999)) : '',
            PSBUILDING_NAME: plan.building[0],
            PSBUILDING_NAME_V1: plan.building[1],
            LATITUDE: plan.lat.toFixed(6),
            LONGITUDE: plan.lng.toFixed(6),
          };
        }
        h += 1;
      }
    }
  }
}

/** The same rows as an async iterator (what the importer consumes in-process). */
export async function* generateRoll(o: RollOptions): AsyncGenerator<EciRow> {
  yield* rollRows(o);
}

const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const csvLine = (values: readonly string[]) => values.map(csvField).join(',') + '\n';

/** Streams a roll as CSV (header + rows) to a file or stream, respecting back-pressure; returns the row count. */
export async function writeRollCsv(o: RollOptions, out: string | Writable, onProgress?: (rows: number) => void): Promise<number> {
  const stream = typeof out === 'string' ? fs.createWriteStream(out) : out;
  let buf = csvLine(ECI_COLUMNS);
  let n = 0;
  const flush = async () => {
    if (!stream.write(buf)) await once(stream, 'drain');
    buf = '';
  };
  for (const row of rollRows(o)) {
    buf += csvLine(ECI_COLUMNS.map((c) => row[c]));
    n += 1;
    if (n % 2000 === 0) {
      await flush();
      onProgress?.(n);
    }
  }
  await flush();
  onProgress?.(n);
  if (typeof out === 'string') {
    stream.end();
    await once(stream, 'finish');
  }
  return n;
}
