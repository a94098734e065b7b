// A page's card: its title in the head, the head's actions beside it, then the content.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export default function PageCard({ titleKey, actions, children }: { titleKey: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section className="card">
      <div className="card-head">
        <h1 className="page-title">
          <FormattedMessage id={titleKey} />
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
