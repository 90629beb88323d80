import { Navigate } from 'react-router';
import { startPage, useSession } from '@/lib/session';

/** /dashboard/ itself: staff go on to my_dashboard, others to their start page. */
export function DashboardIndex() {
  const session = useSession();
  return <Navigate to={startPage({ loggedIn: session.authStatus === 'logged', isStaff: session.isStaff })} replace />;
}
