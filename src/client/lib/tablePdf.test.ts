// The PDF maker's parts that need no canvas: the layout (wrapping never splits a Devanagari
// syllable, rows never split across pages), the grey packing of a page and the file written
// around the page images (every object where the cross-reference table says it is).
import { inflateSync, deflateSync } from 'node:zlib';
import { imagePdf, layoutTable, packGrey, paginate, wrapText, PAGE } from './tablePdf';

describe('PDF layout', () => {
  // a fixed-width measure: 10 px a UTF-16 unit
  const measure = (t: string) => t.length * 10;
  it('wraps at spaces and breaks an over-long word only between graphemes', () => {
    expect(wrapText('Anil Patil Shinde', 110, measure)).toEqual(['Anil Patil', 'Shinde']);
    // शर्मा is two grapheme clusters (श, र्मा): never split inside र्मा
    const lines = wrapText('शर्माशर्मा', 40, measure);
    expect(lines.join('')).toBe('शर्माशर्मा');
    expect(lines).toEqual(['श', 'र्मा', 'श', 'र्मा']);
  });

  it('puts whole rows on pages and repeats nothing', () => {
    expect(paginate([30, 30, 30, 30, 30], 70, 100)).toEqual([
      [0, 1],
      [2, 3, 4],
    ]);
    expect(paginate([200], 70, 100)).toEqual([[0]]);
    const rows = Array.from({ length: 95 }, (_, i) => [String(i), 'अनिल पाटील', 'Town Hall']);
    const layout = layoutTable({ headers: ['Age', 'Name', 'Centre'], widths: [1, 2, 2], rows }, measure);
    expect(layout.pages.flat()).toEqual(rows.map((_, i) => i));
    expect(layout.pages.length).toBeGreaterThan(1);
    const usable = PAGE.height - 2 * PAGE.margin;
    for (const p of layout.pages) expect(p.reduce((s, i) => s + layout.rowHeights[i], 0)).toBeLessThan(usable);
  });
});

describe('page image', () => {
  const rgba = (pixels: Array<[number, number, number]>) => Uint8ClampedArray.from(pixels.flatMap(([r, g, b]) => [r, g, b, 255]));

  it('keeps four grey levels, four pixels a byte, each row starting on a byte', () => {
    // black, dark grey, light grey, white, then a 5th pixel (black) alone in its byte
    const row: Array<[number, number, number]> = [
      [0, 0, 0],
      [85, 85, 85],
      [170, 170, 170],
      [255, 255, 255],
      [0, 0, 0],
    ];
    const packed = packGrey(rgba([...row, ...row]), 5, 2);
    expect(Array.from(packed)).toEqual([0b00011011, 0b00000000, 0b00011011, 0b00000000]);
  });

  it('reads colour as its luminance', () => {
    // pure green is light, pure blue is dark
    expect(
      Array.from(
        packGrey(
          rgba([
            [0, 255, 0],
            [0, 0, 255],
            [255, 255, 255],
            [255, 255, 255],
          ]),
          4,
          1,
        ),
      ),
    ).toEqual([0b10001111]);
  });
});

describe('PDF file', () => {
  const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

  it('has jsPDF write a page per image, each image the deflated grey raster as it was given', () => {
    const image = { width: 8, height: 2, bits: 2 };
    const raw = [new Uint8Array([0x1b, 0xff, 0x00, 0xff]), new Uint8Array([0xff, 0xff, 0xff, 0xff])];
    const file = imagePdf(
      raw.map((r) => new Uint8Array(deflateSync(r))),
      image,
      'शीर्ष मतदान केंद्र',
    );
    const text = latin1(file);
    expect(text).toMatch(/^%PDF-1\.\d\n/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toMatch(/\/Type \/Pages\s*\/Kids \[[^\]]*\]\s*\/Count 2/);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.8[89]\d* 595\.2[78]\d*\]/);
    // the title in UTF-16BE: शीर्ष starts with श (U+0936)
    expect(text).toContain('/Title (\xfe\xff\x09\x36');

    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + count);
    entries.forEach((entry, i) => {
      if (/ f\s*$/.test(entry)) return;
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${first + i} 0 obj`.length)).toBe(`${first + i} 0 obj`);
    });

    // each image: grey, 2 bits, deflated once (jsPDF did not re-encode it), inflating back to its rows
    const images = [...text.matchAll(/<<\n\/Type \/XObject\n\/Subtype \/Image\n([\s\S]*?)>>\nstream\n/g)];
    expect(images).toHaveLength(2);
    images.forEach((m, i) => {
      const dict = m[1];
      expect(dict).toMatch(/\/Width 8\n\/Height 2\n\/ColorSpace \/DeviceGray\n\/BitsPerComponent 2\n/);
      expect(dict).toMatch(/\/Filter \/FlateDecode\n/);
      const length = Number(/\/Length (\d+)/.exec(dict)![1]);
      const start = m.index! + m[0].length;
      expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
      expect(Array.from(inflateSync(file.subarray(start, start + length)))).toEqual(Array.from(raw[i]));
    });
  });
});
