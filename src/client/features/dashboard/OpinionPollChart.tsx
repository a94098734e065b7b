// The opinion-poll bar chart of the type 1 dashboard (screens). The spec gives it fixed
// sample data and no call, so the figures below are a placeholder and the card says so.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

/** Fixed sample: share of respondents (%) per answer. */
export const SAMPLE_POLL = [
  { labelKey: 'dashboard.pollOurCandidate', value: 46 },
  { labelKey: 'dashboard.pollMainRival', value: 31 },
  { labelKey: 'dashboard.pollOthers', value: 9 },
  { labelKey: 'dashboard.pollUndecided', value: 14 },
] as const;

/** The page's font stack: chart.js draws on a canvas, which does not inherit the CSS font. */
const pageFont = () => (typeof document !== 'undefined' ? getComputedStyle(document.body).fontFamily : '') || undefined;

export default function OpinionPollChart() {
  const intl = useIntl();
  // A web font (the Devanagari face) that is not loaded yet draws as empty boxes on a canvas:
  // load it for the labels' text, then draw again.
  const [fontsLoaded, setFontsLoaded] = useState(0);
  const data = useMemo(
    () => ({
      labels: SAMPLE_POLL.map((p) => intl.formatMessage({ id: p.labelKey })),
      datasets: [
        {
          label: intl.formatMessage({ id: 'dashboard.pollSeries' }),
          data: SAMPLE_POLL.map((p) => p.value),
          backgroundColor: ['#e07b00', '#1a73e8', '#8e8e93', '#34a853'],
        },
      ],
    }),
    [intl],
  );
  const family = pageFont();
  useEffect(() => {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (!fonts || !family) return;
    let live = true;
    const text = data.labels.join(' ');
    fonts
      .load(`12px ${family}`, text)
      .then(() => live && setFontsLoaded((n) => n + 1))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [data, family]);
  const font = family ? { family } : undefined;
  return (
    <div className="chart-frame" data-testid="opinion-poll-chart">
      <Bar
        key={fontsLoaded}
        data={data}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          // Fixed figures: nothing to animate, and a redraw (font loaded, resize) stays still.
          animation: false,
          plugins: { legend: { display: false }, tooltip: { titleFont: font, bodyFont: font } },
          scales: {
            x: { ticks: { font } },
            y: { beginAtZero: true, max: 100, ticks: { font, callback: (v) => `${v}%` } },
          },
        }}
        aria-label={intl.formatMessage({ id: 'dashboard.opinionPoll' })}
        role="img"
      />
    </div>
  );
}
