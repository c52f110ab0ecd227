export type AuthMode = 'login' | 'signup' | 'forgot';

export function AuthPage({ mode }: { mode: AuthMode }) {
  return <div>AuthPage {mode}</div>;
}
