import { can, type ExperimentName, hasExperiment, type Permission } from '@staydesk/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { useCurrentUser } from './auth';

/** Inline permission checks: the same table and grants the server enforces. */
export function useCan(): (permission: Permission) => boolean {
  const { userData, roleGrants } = useCurrentUser();
  return (permission) => can(userData.role, permission, roleGrants);
}

/** Whether the signed-in user has an experiment switched on (Administration gives them). */
export function useExperiment(): (name: ExperimentName) => boolean {
  const { userData } = useCurrentUser();
  return (name) => hasExperiment(userData.experiments, name);
}

export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan()(permission) ? children : fallback;
}

/** Route guard: without the permission the user lands on the permission-denied screen. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  if (!useCan()(permission)) return <Navigate to={paths.error.href('permissionDenied')} replace />;
  return children;
}
