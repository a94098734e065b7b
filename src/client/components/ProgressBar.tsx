// A progress bar (role progressbar, 0-100): the share done of a known total, or a sliding fill
// while the total is not known yet. The roll imports' uploads, reading and import use it.
import './progressBar.css';

export default function Bar({ label, done, total, testId }: { label: string; done: number; total: number; testId: string }) {
  const known = total > 0;
  const value = known ? Math.round((Math.min(done, total) / total) * 100) : undefined;
  return (
    <div
      className={`import-progress${known ? '' : ' import-progress-indeterminate'}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-testid={testId}
    >
      <div className="import-progress-fill" style={known ? { width: `${value}%` } : undefined} />
    </div>
  );
}
