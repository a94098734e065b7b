// A run of the benchmark rewrites BENCHMARKS.md: the sections it did not measure stay as their
// last run wrote them (with the date they were measured on), and the ones it measured replace theirs.
import { failedSection, keepSections, withSection } from './benchReport';
import { BIGGER_HEADING, FIELD_HEADING, PAPER_HEADING } from './headings';
import { SECTIONS } from './sections';

const OLD = [
  '# Benchmarks',
  '',
  '- Date: 2026-11-20T10:00:00.000Z',
  '',
  '## PGlite (embedded)',
  '',
  'old PGlite figures',
  '',
  PAPER_HEADING,
  '',
  'Measured by `npm run bench -- --only paper` on 2026-11-27T13:38:18.282Z: old paper figures',
  '',
  FIELD_HEADING,
  '',
  'Measured with `npm run bench -- --only field` on 2026-11-27T23:42:58.444Z: old field figures',
  '',
  BIGGER_HEADING,
  '',
  'Written by its own run: 2026-11-26T01:28:57.197Z',
  '',
  '## How the figures are reached',
  '',
  'docs',
  '',
].join('\n');

const FRESH = [
  '# Benchmarks',
  '',
  '- Date: 2026-12-01T20:00:00.000Z',
  '',
  '## PGlite (embedded)',
  '',
  'new PGlite figures',
  '',
  '## How the figures are reached',
  '',
  'docs',
  '',
].join('\n');

describe('the sections a run keeps', () => {
  const kept = [...SECTIONS.map((s) => s.heading), BIGGER_HEADING];

  it('keeps every section the run did not write, with its date, before the closing section', () => {
    const text = keepSections(OLD, FRESH, kept);
    expect(text).toContain('new PGlite figures');
    expect(text).not.toContain('old PGlite figures');
    for (const line of ['old paper figures', 'old field figures', 'Written by its own run: 2026-11-26T01:28:57.197Z']) expect(text).toContain(line);
    expect(text).toContain('2026-11-27T13:38:18.282Z');
    const headings = text.split('\n').filter((l) => l.startsWith('## '));
    expect(headings).toEqual(['## PGlite (embedded)', PAPER_HEADING, FIELD_HEADING, BIGGER_HEADING, '## How the figures are reached']);
  });

  it('writes the sections the run measured over their old text', () => {
    const measured = withSection(FRESH, PAPER_HEADING, [PAPER_HEADING, '', 'Measured on 2026-12-01: new paper figures', '']);
    const text = keepSections(OLD, measured, kept);
    expect(text).toContain('new paper figures');
    expect(text).not.toContain('old paper figures');
    expect(text).toContain('old field figures');
    expect(text.split('\n').filter((l) => l === PAPER_HEADING)).toHaveLength(1);
  });

  it('a section that failed keeps its last figures under a line saying so', () => {
    const lines = failedSection(OLD, FIELD_HEADING, new Date('2026-12-01T20:00:00Z'), new Error('chromium: no such file\n  at launch'));
    expect(lines[0]).toBe(FIELD_HEADING);
    expect(lines[2]).toBe('Not measured by the run of 2026-12-01T20:00:00.000Z: Error: chromium: no such file; the figures below are from its last run.');
    expect(lines).toContain('Measured with `npm run bench -- --only field` on 2026-11-27T23:42:58.444Z: old field figures');
    expect(failedSection(null, FIELD_HEADING, new Date('2026-12-01T20:00:00Z'), 'refused')).toEqual([
      FIELD_HEADING,
      '',
      'Not measured by the run of 2026-12-01T20:00:00.000Z: refused.',
      '',
    ]);
  });

  it('a first run (no old file) writes only what it measured', () => {
    expect(keepSections(null, FRESH, kept)).toBe(FRESH);
  });

  it('names each section once, the field app and the printed papers among them', () => {
    const names = SECTIONS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(kept).size).toBe(kept.length);
    expect(names).toEqual(expect.arrayContaining(['client', 'paper', 'field']));
  });
});
