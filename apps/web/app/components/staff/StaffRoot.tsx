import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { ThemeId } from '@shop/domain';
import { isCheckoutPath } from '../shell/Shell.tsx';
import { useStaffShell } from './staff-shell.ts';

// The toolbar and panel load as their own chunk, only for staff: shoppers' pages never download them.
const StaffTools = lazy(() => import('./StaffTools.tsx'));

/** Mounts the admin toolbar and side panel for a signed-in staff member (000 §6); nothing for anyone else. */
export function StaffRoot({ theme }: { theme: ThemeId }) {
  const staff = useStaffShell();
  const { pathname } = useLocation();
  if (!staff) return null;
  return (
    <Suspense fallback={null}>
      <StaffTools staff={staff} theme={theme} stickyAllowed={!isCheckoutPath(pathname)} />
    </Suspense>
  );
}
