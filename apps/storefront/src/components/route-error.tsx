import { errorMessage, errorStatus } from '@vitrine/react';
import { Component, type ReactNode } from 'react';
import { paths } from '../config/paths';
import { useHttpStatus, usePageHead } from '../lib/render-record';

/** Every page's error boundary: a page that failed (or whose code could not load) says why and offers a way on. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

export function RouteError({ error }: { error: unknown }) {
  // A page address the platform refuses (a slug too long, a NUL byte) names nothing: not found, not a failure.
  const status = errorStatus(error);
  const notFound = status === 404 || status === 400;
  useHttpStatus(notFound ? 404 : 500);
  usePageHead({ title: notFound ? 'Not found' : 'Something went wrong', path: '/', noIndex: true });
  return (
    <main className="page" id="main">
      <div className="state state-error" role="alert">
        <h1>{notFound ? 'Not found' : 'Something went wrong'}</h1>
        <p>{notFound ? 'This page does not exist, or is no longer for sale.' : errorMessage(error)}</p>
        <p>
          {/* A document load, not a route change: a page whose code failed to load stays failed in this document. */}
          {notFound || <a href="">Try again</a>} <a href={paths.home.href()}>Back to the store</a>
        </p>
      </div>
    </main>
  );
}
