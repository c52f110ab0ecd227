export function AuthActionPage() {
  return <div>AuthActionPage</div>;
}
