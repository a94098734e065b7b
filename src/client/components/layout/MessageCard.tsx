// A page that says why there is nothing to show (not found, no access), with a way home.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export default function MessageCard({ titleKey, textKey, testId }: { titleKey: string; textKey: string; testId?: string }) {
  return (
    <div className="card not-found" data-testid={testId}>
      <h1 className="page-title">
        <FormattedMessage id={titleKey} />
      </h1>
      <p>
        <FormattedMessage id={textKey} />
      </p>
      <Link to="/" className="btn btn-primary">
        <FormattedMessage id="layout.notFound.home" />
      </Link>
    </div>
  );
}
