export function VerifyLinkPage() {
  return <div>VerifyLinkPage</div>;
}
