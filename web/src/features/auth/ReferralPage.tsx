export function ReferralPage() {
  return <div>ReferralPage</div>;
}
