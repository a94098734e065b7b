import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export default function NotFound() {
  return (
    <div className="card not-found">
      <h1 className="page-title">
        <FormattedMessage id="layout.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="layout.notFound.text" />
      </p>
      <Link to="/" className="btn btn-primary">
        <FormattedMessage id="layout.notFound.home" />
      </Link>
    </div>
  );
}
