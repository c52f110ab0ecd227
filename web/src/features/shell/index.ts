export { AppLayout } from './AppLayout';
export { ErrorBoundary } from './ErrorBoundary';
export type { ShellSlots } from './slots';
