import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FatalErrorScreen } from './FatalErrorScreen';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Fatal render error', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <FatalErrorScreen message={this.state.error.message} /> : this.props.children;
  }
}
