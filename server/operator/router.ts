// The back office's one way in: every operator area is mounted here, and this router is mounted at
// /api/operator by server/app.ts (docs/decisions/0190-one-home-for-the-back-office.md). An area's file
// (server/operator/routes/<area>.ts, or the exchange desk's server/exchange/desk/routes.ts) declares its
// paths relative to /operator, each with operator access, so its guard runs before any input is read
// (docs/decisions/0025). The order of the areas below does not matter: every declared route carries its
// own guard, and the paths of two areas never meet. Last comes the catch-all: a path under /api/operator
// that names no call still answers 401 / 403 first, never 404, so a player learns nothing about which
// operator paths exist.
import { fail } from '../lib/errors.ts';
import { createArea } from '../lib/route.ts';
import { operatorOnly } from '../middleware/auth.ts';
import { operatorExchangeRoutes } from '../exchange/desk/routes.ts';
import { operatorRiskRoutes } from '../exchange/risk/routes.ts';
import { operatorChatRoutes } from './routes/chat.ts';
import { operatorContentRoutes } from './routes/content.ts';
import { operatorEngagementRoutes } from './routes/engagement.ts';
import { operatorInboxRoutes } from './routes/inbox.ts';
import { operatorOutboxRoutes } from './routes/outbox.ts';
import { operatorPaymentRoutes } from './routes/payments.ts';
import { operatorPromotionRoutes } from './routes/promotions.ts';
import { operatorSaferPlayRoutes } from './routes/safer-play.ts';
import { operatorWalletRoutes } from './routes/wallet.ts';
import { operatorPlayerRoutes } from './players/routes.ts';
import { operatorKycRoutes } from './kyc/routes.ts';
import { operatorReportRoutes } from './reports/routes.ts';
import { staffLoginRoutes } from './routes/staff-login.ts';
import { operatorStaffRoutes } from './routes/staff.ts';
import { operatorTradingRoutes } from '../exchange/trading/routes.ts';
import { operatorApprovalRoutes } from './approvals/routes.ts';

export const operatorRoutes = createArea()
  .route('/', operatorOutboxRoutes)
  .route('/', operatorContentRoutes)
  .route('/', operatorPaymentRoutes)
  .route('/', operatorWalletRoutes)
  .route('/', operatorPromotionRoutes)
  .route('/', operatorInboxRoutes)
  .route('/', operatorEngagementRoutes)
  .route('/', operatorChatRoutes)
  .route('/', operatorSaferPlayRoutes)
  .route('/', operatorExchangeRoutes)
  .route('/', operatorRiskRoutes)
  .route('/', operatorTradingRoutes)
  .route('/', operatorPlayerRoutes)
  .route('/', operatorKycRoutes)
  .route('/', operatorReportRoutes)
  .route('/', staffLoginRoutes)
  .route('/', operatorStaffRoutes)
  .route('/', operatorApprovalRoutes)
  .all('/*', operatorOnly, () => {
    throw fail(404, 'notFound');
  });
