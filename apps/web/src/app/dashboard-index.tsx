import { Navigate } from 'react-router';
import { startPage } from './route-access';
import { useSession } from './session';

/** /dashboard/ itself: staff go on to my_dashboard, others to their start page. */
export function DashboardIndex() {
  const session = useSession();
  return <Navigate to={startPage({ loggedIn: session.authStatus === 'logged', isStaff: session.isStaff })} replace />;
}
