import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A page that failed to load or render (e.g. a route chunk after a redeploy) shows this in its
 * place instead of an empty screen; the shell around it stays, and another page opens as usual.
 */
export default class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
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
}
