// What a page the signed-in user may not open shows instead of loading (the server would answer 403).
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export default function Forbidden() {
  return (
    <div className="card not-found" data-testid="forbidden">
      <h1 className="page-title">
        <FormattedMessage id="layout.forbidden.title" />
      </h1>
      <p>
        <FormattedMessage id="layout.forbidden.text" />
      </p>
      <Link to="/" className="btn btn-primary">
        <FormattedMessage id="layout.notFound.home" />
      </Link>
    </div>
  );
}
