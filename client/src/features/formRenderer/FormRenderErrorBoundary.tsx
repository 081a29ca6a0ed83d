import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children after a render error; `reset` draws the children again. */
  fallback: (error: Error, reset: () => void) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches an error thrown while the renderer draws a layout (a LayoutRenderError, or any widget's), so an editor can
 * show it beside the JSON and offer Reset. The fallback stays until `reset` is called, even if the children change.
 */
export class FormRenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
