export { AppLayout } from './AppLayout';
export { ErrorBoundary } from './ErrorBoundary';
