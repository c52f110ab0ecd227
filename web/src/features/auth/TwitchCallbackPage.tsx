export function TwitchCallbackPage() {
  return <div>TwitchCallbackPage</div>;
}
