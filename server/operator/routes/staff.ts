// Staff accounts and the audit trail in the console: who am I and what may I do; the owner's (and an
// admin's) list of staff, new staff, roles and suspensions; the audit trail and its CSV export.
// Mounted by server/operator/router.ts.
import {
  auditListResponseSchema,
  auditQuerySchema,
  ROLE_PERMISSIONS,
  staffCreateRequestSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffMeResponseSchema,
  staffRoleRequestSchema,
  staffStatusRequestSchema,
  type StaffRole,
} from '../../../contracts/staff.ts';
import { staffMessages as M } from '../../../contracts/messages/staff.ts';
import { answers, createArea, defineRoute, jsonBody, rawAnswer } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { auditCsv, listAudit } from '../audit/list.ts';
import { staffActorOf } from '../audit/record.ts';
import { createStaff, listStaff, setStaffRole, setStaffStatus } from '../staff/accounts.ts';

const tags: ['operator-staff'] = ['operator-staff'];

const me = defineRoute({
  method: 'get',
  path: '/me',
  access: 'operator',
  permission: 'console.open',
  tags,
  summary: 'The signed-in staff member: role and permissions (the console shows the panels they allow)',
  responses: answers({ 200: staffMeResponseSchema }),
});
const staffList = defineRoute({
  method: 'get',
  path: '/staff',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: 'Every staff account, with role, status and whether its authenticator is set up',
  responses: answers({ 200: staffListResponseSchema }),
});
const staffCreate = defineRoute({
  method: 'post',
  path: '/staff',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: 'Creates a staff account with a role no higher than the caller’s own',
  request: { body: jsonBody(staffCreateRequestSchema) },
  responses: answers({ 201: staffMemberResponseSchema }),
});
const staffRole = defineRoute({
  method: 'put',
  path: '/staff/{id}/role',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: "Sets another staff member's role (never one's own, never above one's own); their sessions end",
  notFound: 'staffNotFound',
  request: { params: staffIdParamsSchema, body: jsonBody(staffRoleRequestSchema) },
  responses: answers({ 200: staffMemberResponseSchema }),
});
const staffStatus = defineRoute({
  method: 'put',
  path: '/staff/{id}/status',
  access: 'operator',
  permission: 'staff.manage',
  tags,
  summary: 'Suspends another staff member (their sessions end) or lets them back in',
  notFound: 'staffNotFound',
  request: { params: staffIdParamsSchema, body: jsonBody(staffStatusRequestSchema) },
  responses: answers({ 200: staffMemberResponseSchema }),
});
const auditList = defineRoute({
  method: 'get',
  path: '/audit',
  access: 'operator',
  permission: 'audit.read',
  tags,
  summary: 'The audit trail, newest first, by staff member, object, action and Asia/Dhaka days',
  request: { query: auditQuerySchema },
  responses: answers({ 200: auditListResponseSchema }),
});
const auditExport = defineRoute({
  method: 'get',
  path: '/audit.csv',
  access: 'operator',
  permission: 'audit.read',
  tags,
  summary: 'The same entries as CSV (filters as for /audit)',
  request: { query: auditQuerySchema },
  responses: { 200: rawAnswer('The audit entries as CSV', 'text/csv') },
});

export const operatorStaffRoutes = createArea()
  .openapi(me, async (c) => {
    const user = requireOperator(c);
    const role = user.staffRole as StaffRole;
    return c.json({ id: user.id, username: user.username, staff_role: role, permissions: [...ROLE_PERMISSIONS[role]] }, 200);
  })
  .openapi(staffList, async (c) => c.json({ staff: await listStaff(c.var.deps.database.db) }, 200))
  .openapi(staffCreate, async (c) =>
    c.json({ staff: await createStaff(c.var.deps.database.db, staffActorOf(c), c.req.valid('json')), message: M.staffCreated }, 201),
  )
  .openapi(staffRole, async (c) => {
    const { deps } = c.var;
    const staff = await setStaffRole(deps.database.db, staffActorOf(c), c.req.valid('param').id, c.req.valid('json').staff_role, deps.now());
    return c.json({ staff, message: M.staffRoleChanged }, 200);
  })
  .openapi(staffStatus, async (c) => {
    const { deps } = c.var;
    const { status } = c.req.valid('json');
    const staff = await setStaffStatus(deps.database.db, staffActorOf(c), c.req.valid('param').id, status, deps.now());
    return c.json({ staff, message: status === 'suspended' ? M.staffSuspended : M.staffReinstated }, 200);
  })
  .openapi(auditList, async (c) => c.json({ entries: await listAudit(c.var.deps.database.db, c.req.valid('query')) }, 200))
  .openapi(auditExport, async (c) => {
    const csv = await auditCsv(c.var.deps.database.db, c.req.valid('query'));
    return c.body(csv, 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="audit.csv"' }) as never;
  });
