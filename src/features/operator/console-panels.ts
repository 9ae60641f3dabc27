// The console's panels in the order its tabs show them, and the permission each panel's reads need
// (contracts/staff.ts): a staff member sees only the panels their role allows. A module of its own, free of
// React, so the browser journeys check the tabs a role sees against the same table.
import { roleMay, type Permission, type StaffRole } from '../../../contracts/staff.ts';

export type Panel =
  | 'deposits'
  | 'withdrawals'
  | 'approvalDesk'
  | 'supportChat'
  | 'saferPlay'
  | 'settings'
  | 'catalogue'
  | 'outbox'
  | 'sandbox'
  | 'promotions'
  | 'messages'
  | 'engagement'
  | 'exchange'
  | 'risk'
  | 'trading'
  | 'playerDesk'
  | 'kycDesk'
  | 'reportDesk'
  | 'staffPanel'
  | 'auditPanel';
export const PANELS: Panel[] = [
  'deposits',
  'withdrawals',
  'approvalDesk',
  'supportChat',
  'saferPlay',
  'settings',
  'catalogue',
  'outbox',
  'sandbox',
  'promotions',
  'messages',
  'engagement',
  'exchange',
  'risk',
  'trading',
  'playerDesk',
  'kycDesk',
  'reportDesk',
  'staffPanel',
  'auditPanel',
];
export const PANEL_PERMISSION: Record<Panel, Permission> = {
  deposits: 'payments.read',
  withdrawals: 'payments.read',
  approvalDesk: 'approvals.decide',
  supportChat: 'support.chat',
  saferPlay: 'players.read',
  settings: 'content.read',
  catalogue: 'payments.read',
  outbox: 'outbox.read',
  sandbox: 'outbox.read',
  promotions: 'content.read',
  messages: 'support.inbox',
  engagement: 'content.read',
  exchange: 'markets.read',
  risk: 'markets.read',
  // The desk's keys all change lines: only a role that may manage markets sees it.
  trading: 'markets.manage',
  playerDesk: 'players.desk',
  kycDesk: 'kyc.read',
  reportDesk: 'reports.read',
  staffPanel: 'staff.manage',
  auditPanel: 'audit.read',
};
/** The panels a role's console shows, in tab order. */
export const panelsOf = (role: StaffRole | null): Panel[] => PANELS.filter((p) => roleMay(role, PANEL_PERMISSION[p]));
