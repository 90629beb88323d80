import { Navigate } from 'react-router';
import { dashboardStart, useGrants } from '@/lib/permissions';
import { startPage, useSession } from '@/lib/session';
import { PageLoader } from './route-guard';

/** /dashboard/ itself: staff and permission holders go on to their start screen (347), others to their start page. */
export function DashboardIndex() {
  const session = useSession();
  const loggedIn = session.authStatus === 'logged';
  const grants = useGrants(loggedIn && !session.isStaff);
  if (!loggedIn || session.isStaff) return <Navigate to={startPage({ loggedIn, isStaff: session.isStaff })} replace />;
  if (!grants) return <PageLoader />;
  return (
    <Navigate
      to={grants.length > 0 ? dashboardStart(false, grants) : startPage({ loggedIn, isStaff: false })}
      replace
    />
  );
}
