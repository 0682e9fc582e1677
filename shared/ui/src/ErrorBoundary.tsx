import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pushDataLayer } from '@teashop/contracts';

interface Props {
  /** The area (a remote, or a part of the shell) whose failure this keeps inside; named in reports. */
  area: string;
  /** What shoppers see instead: translated text only, never the error's own words. */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
  /** Called after the failure was reported. */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

export interface AreaErrorReport {
  area: string;
  /** the page's path when it failed ('' on the server) */
  route: string;
  error: Error;
  componentStack?: string | null;
}

const currentRoute = (): string =>
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

/**
 * A failure inside an area, told to whoever looks: the console (with the component stack) and the
 * data layer (`area_error` with the area, the route and the kind of error).
 */
export function reportAreaError({ area, route, error, componentStack }: AreaErrorReport): void {
  console.error(`Area "${area}" failed on ${route || '(server)'}:`, error, componentStack ?? '');
  pushDataLayer({
    event: 'area_error',
    area,
    page_path: route,
    error_name: error instanceof Error ? error.name : typeof error,
    error_message: String(error instanceof Error ? error.message : error).slice(0, 200),
  });
}

/** The default fallback: the generic "something went wrong" in the page's language. */
function AreaErrorText() {
  const { t } = useTranslation('common');
  return (
    <p className="ui-area-error" role="alert">
      {t('error.text')}
    </p>
  );
}

/** Keeps a failure inside the area that caused it, and reports it. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportAreaError({
      area: this.props.area,
      route: currentRoute(),
      error,
      componentStack: info.componentStack,
    });
    this.props.onError?.(error, info);
  }

  reset = (): void => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error, this.reset) : <AreaErrorText />;
  }
}
