// The console's four-eyes calls (/api/operator/approvals..., /four-eyes-settings), parsed by contracts/approvals.ts.
import {
  approvalDecisionResponseSchema,
  approvalQueueResponseSchema,
  fourEyesSettingsResponseSchema,
  type ApprovalKind,
} from '../../../../contracts/approvals.ts';
import { getJson, postJson, request } from '../../../lib/api.ts';

export const getApprovals = () => getJson(approvalQueueResponseSchema, 'operator/approvals');
export const approveItem = (kind: ApprovalKind, id: number) => postJson(approvalDecisionResponseSchema, `operator/approvals/${kind}/${id}/approve`);
export const rejectItem = (kind: ApprovalKind, id: number, reason: string) =>
  postJson(approvalDecisionResponseSchema, `operator/approvals/${kind}/${id}/reject`, { reason });
export const getFourEyesSettings = async () => (await getJson(fourEyesSettingsResponseSchema, 'operator/four-eyes-settings')).data;
export const putFourEyesSettings = (withdrawal_threshold: string) =>
  request(fourEyesSettingsResponseSchema, 'operator/four-eyes-settings', { method: 'put', json: { withdrawal_threshold } });
