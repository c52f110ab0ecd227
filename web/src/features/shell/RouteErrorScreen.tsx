export function RouteErrorScreen() {
  return <div>RouteErrorScreen</div>;
}
