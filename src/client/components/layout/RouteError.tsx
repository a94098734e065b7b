import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';

/** A page that failed to load or render (e.g. a route chunk after a redeploy). */
export default function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="card not-found" role="alert">
      <h1 className="page-title">
        <FormattedMessage id="layout.routeError.title" />
      </h1>
      <p>
        <FormattedMessage id="layout.routeError.text" />
      </p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <FormattedMessage id="layout.routeError.reload" />
      </button>
    </div>
  );
}
