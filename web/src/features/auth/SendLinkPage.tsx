export function SendLinkPage() {
  return <div>SendLinkPage</div>;
}
