// The sections of BENCHMARKS.md that measure on their own, beside the databases' phases: each is
// run by `npm run bench -- --only <name>` (its section rewritten, the rest of the file kept) and by
// a whole run. A new one is an entry in SECTIONS: a name, its heading, and a run that returns the
// section's lines (the heading first, then when it was measured). The runs' modules load when run.
import os from 'node:os';
import { benchUrl } from './benchData';
import { CLIENT_HEADING, FIELD_HEADING, PAPER_HEADING } from './headings';

export interface SectionRun {
  /** timed runs asked for on the command line; the section's own default when absent */
  runs?: number;
  log: (line: string) => void;
}

export interface Section {
  /** the name after --only */
  name: string;
  heading: string;
  /** the section's lines, its heading first, saying when it was measured */
  run: (opts: SectionRun) => Promise<string[]>;
}

export const SECTIONS: Section[] = [
  {
    name: 'roll-pdf',
    heading: '## Reading PDF rolls (generated scans)',
    run: async ({ log }) => (await import('./rollPdf')).rollPdfSection({ log }),
  },
  {
    name: 'client',
    heading: CLIENT_HEADING,
    run: async ({ runs, log }) => {
      const { clientMarkdown, clientSection } = await import('./clientFigures');
      const started = new Date();
      const figures = await clientSection({ runs: runs ?? 5, log });
      return clientMarkdown(figures, started, os.loadavg());
    },
  },
  {
    name: 'paper',
    heading: PAPER_HEADING,
    run: async ({ runs, log }) => {
      const { paperFigures, paperMarkdown } = await import('./paperFigures');
      const started = new Date();
      const figures = await paperFigures(Math.max(3, runs ?? 5), log);
      return paperMarkdown(figures, started, os.loadavg());
    },
  },
  {
    // the phone in chromium, and the server taking 50 phones' queues on PostgreSQL (a database of
    // its own beside the roll's)
    name: 'field',
    heading: FIELD_HEADING,
    run: async ({ runs, log }) => {
      const { fieldMarkdown } = await import('./fieldFigures');
      const { phoneFigures } = await import('./fieldPhone');
      const { serverFigure } = await import('./fieldSync');
      const started = new Date();
      log('bench: the field app on a phone');
      const figures = await phoneFigures(Math.max(1, runs ?? 3), log);
      log('bench: the field app: 50 phones syncing at once on PostgreSQL');
      const url = new URL(benchUrl(1));
      url.pathname += '_field';
      figures.server = await serverFigure(url.toString(), log);
      return fieldMarkdown(figures, started, os.loadavg());
    },
  },
  {
    // two editions of a 2,000,000-elector constituency compared, and a part's deleted supporters
    name: 'editions',
    heading: '## Editions of the roll, PostgreSQL',
    run: async ({ runs, log }) => (await import('./editionsBench')).editionsSection({ runs, log }),
  },
];

export const sectionNamed = (name: string | undefined) => SECTIONS.find((s) => s.name === name);
