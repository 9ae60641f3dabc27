// What the signed-in staff member's role may do, from the same table the server guards with
// (contracts/staff.ts). Only hides what would be refused: the server decides.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { sessionAtom } from '../../lib/session.ts';
import { roleMay, STAFF_ROLES, type Permission, type StaffRole } from '../../../contracts/staff.ts';

export function useStaffRole(): StaffRole | null {
  const session = useAtomValue(sessionAtom);
  return STAFF_ROLES.find((r) => r === session?.staffRole) ?? null;
}

export function useStaffMay(permission: Permission): boolean {
  return roleMay(useStaffRole(), permission);
}
