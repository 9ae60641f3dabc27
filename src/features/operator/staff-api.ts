// The console's calls for staff accounts and the audit trail (/api/operator/staff, /audit, /audit.csv).
import { auditListResponseSchema, staffListResponseSchema, staffMemberResponseSchema, type AuditQuery, type StaffRole } from '../../../contracts/staff.ts';
import { ApiError, getJson, http, postJson, request } from '../../lib/api.ts';

export const getStaff = async () => (await getJson(staffListResponseSchema, 'operator/staff')).staff;
export const createStaff = (input: { username: string; password: string; staff_role: StaffRole }) =>
  postJson(staffMemberResponseSchema, 'operator/staff', input);
export const setStaffRole = (id: number, staff_role: StaffRole) =>
  request(staffMemberResponseSchema, `operator/staff/${id}/role`, { method: 'put', json: { staff_role } });
export const setStaffStatus = (id: number, status: 'active' | 'suspended') =>
  request(staffMemberResponseSchema, `operator/staff/${id}/status`, { method: 'put', json: { status } });

const queryOf = (q: AuditQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
export const getAudit = async (q: AuditQuery) => (await getJson(auditListResponseSchema, 'operator/audit', queryOf(q))).entries;

/** The CSV needs the bearer token, so a plain link cannot fetch it: fetch it and save it from a blob URL. */
export async function downloadAuditCsv(q: AuditQuery): Promise<void> {
  const blob = await http('operator/audit.csv', { searchParams: queryOf(q) }).blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'audit.csv';
  a.click();
  URL.revokeObjectURL(url);
}

/** The catalogue key of a refusal (shown with t('errors:…')), or the generic one. */
export const errorKeyOf = (err: unknown): string => (err instanceof ApiError && err.code ? err.code : 'errorTryAgain');
