// A page's card: its title in the head, the head's actions beside it, an optional line under the
// title, then the content. And the "Loading…" line pages show while they wait.
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export default function PageCard({
  titleKey,
  subtitleKey,
  actions,
  className,
  children,
}: {
  titleKey: string;
  subtitleKey?: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `card ${className}` : 'card'}>
      <div className="card-head">
        <h1 className="page-title">
          <FormattedMessage id={titleKey} />
        </h1>
        {actions}
      </div>
      {subtitleKey && (
        <p className="page-subtitle">
          <FormattedMessage id={subtitleKey} />
        </p>
      )}
      {children}
    </section>
  );
}

/** Said while a page or a part of it waits for its data or code. */
export function Loading({ textKey = 'common.loading' }: { textKey?: string }) {
  return (
    <p role="status">
      <FormattedMessage id={textKey} />
    </p>
  );
}

/**
 * A card within a page, named by its title (h2) for screen readers, with `actions` beside the
 * title when it has any; `busy` while its data loads.
 */
export function TitledCard({
  titleKey,
  titleValues,
  actions,
  className,
  busy,
  testId,
  children,
}: {
  titleKey: string;
  titleValues?: Record<string, string>;
  actions?: ReactNode;
  className?: string;
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  const title = (
    <h2 className="card-title" id={id}>
      <FormattedMessage id={titleKey} values={titleValues} />
    </h2>
  );
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id} aria-busy={busy || undefined} data-testid={testId}>
      {actions ? (
        <div className="card-head">
          {title}
          {actions}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
