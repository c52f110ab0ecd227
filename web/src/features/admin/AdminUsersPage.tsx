export function AdminUsersPage() {
  return <div>AdminUsersPage</div>;
}
