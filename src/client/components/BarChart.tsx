// A bar chart in the page's font (chart.js draws on a canvas, which does not inherit the CSS font):
// the dashboard's opinion poll and a survey's results.
import { useEffect, useState } from 'react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip, type ChartData } from 'chart.js';
import { Bar } from 'react-chartjs-2';

ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

const pageFont = () => (typeof document !== 'undefined' ? getComputedStyle(document.body).fontFamily : '') || undefined;

export default function BarChart({
  data,
  label,
  testId,
  percent,
  stacked,
  legend,
}: {
  data: ChartData<'bar', number[], string>;
  /** what the chart shows, for screen readers */
  label: string;
  testId: string;
  /** the values are shares: the axis runs 0-100 % */
  percent?: boolean;
  stacked?: boolean;
  legend?: boolean;
}) {
  // A web font (the Devanagari face) that is not loaded yet draws as empty boxes on a canvas:
  // load it for the labels' text, then draw again.
  const [fontsLoaded, setFontsLoaded] = useState(0);
  const family = pageFont();
  const text = [...(data.labels ?? []), ...data.datasets.map((d) => d.label ?? '')].join(' ');
  useEffect(() => {
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    if (!fonts || !family) return;
    let live = true;
    fonts
      .load(`12px ${family}`, text)
      .then(() => live && setFontsLoaded((n) => n + 1))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [text, family]);
  const font = family ? { family } : undefined;
  return (
    <div className="chart-frame" data-testid={testId}>
      <Bar
        key={fontsLoaded}
        data={data}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          // figures read once: nothing to animate, and a redraw (font loaded, resize) stays still
          animation: false,
          plugins: { legend: { display: !!legend, labels: { font } }, tooltip: { titleFont: font, bodyFont: font } },
          scales: {
            x: { stacked, ticks: { font } },
            y: percent
              ? { beginAtZero: true, max: 100, ticks: { font, callback: (v) => `${v}%` } }
              : { stacked, beginAtZero: true, ticks: { font, precision: 0 } },
          },
        }}
        aria-label={label}
        role="img"
      />
    </div>
  );
}
