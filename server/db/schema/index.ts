// Every area's tables, one file per area. Add an export line for a new area file.
export * from './core.ts';
export * from './content.ts';
export * from './accounts.ts';
export * from './exchange.ts';
export * from './exchange-bets.ts';
export * from './wallet.ts';
export * from './casino.ts';
export * from './house.ts';
export * from './inbox.ts';
export * from './engagement.ts';
export * from './lobby.ts';
export * from './support-chat.ts';
export * from './safer-play.ts';
export * from './cluster.ts';
export * from './risk.ts';
export * from './back-office-players.ts';
export * from './staff.ts';
