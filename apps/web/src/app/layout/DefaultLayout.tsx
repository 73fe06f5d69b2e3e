import { Outlet } from 'react-router';
import { SiteShell } from './SiteShell';

export function DefaultLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
