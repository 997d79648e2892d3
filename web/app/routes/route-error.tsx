import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

/** Root error boundary: a render error or a failed code-split download (e.g. after a deploy). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

type BoundaryProps = { resetKey: string; children: ReactNode };

/** Leaving the failed page (another path) clears the error. */
class ErrorBoundary extends Component<BoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.setState({ hasError: false });
  }

  override render() {
    return this.state.hasError ? <ErrorPage /> : this.props.children;
  }
}

function ErrorPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-2 max-w-md text-slate-600">
        <Trans>The page could not be shown. Please reload; if it keeps happening, try again later.</Trans>
      </p>
      <div className="mt-6 flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonClassName()}>
          <Trans>Reload</Trans>
        </button>
        <a href={paths.home.getHref()} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Go to home</Trans>
        </a>
      </div>
    </main>
  );
}
