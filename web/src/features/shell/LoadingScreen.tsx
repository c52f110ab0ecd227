export function LoadingScreen() {
  return <div>LoadingScreen</div>;
}
