// Generated from GET /api/openapi.json by openapi-typescript: `npx tsx scripts/generate-api-client.ts`. Do not edit.
export interface paths {
    "/add/number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an extra phone (at most two) */
        post: operations["postAddNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/add/send-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code to an extra phone */
        post: operations["postAddSendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/add/verify-phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an extra phone with its code */
        post: operations["postAddVerifyPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's balance in taka */
        post: operations["postBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/betting-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's settled casino rounds of a day range (cut at Asia/Dhaka midnight), newest first */
        get: operations["getBettingRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash-claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim All: the whole cash bonus into the main balance, at least ৳10 (Idempotency-Key required) */
        post: operations["postCashClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's conversation with support, made on first use; the ids sent are not trusted */
        post: operations["postChats"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/chats/{chatId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages of the player's own conversation (or only those after `after`), oldest first */
        get: operations["getChatsByChatIdMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/convert-vipcoin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Converts VIP points into the main balance at the operator's rate (Idempotency-Key required) */
        get: operations["getConvertVipcoin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ewa/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from the gateway: asks the gateway and credits or fails the deposit (trx_id is our reference) */
        post: operations["postEwaConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ewa/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The gateway's signed notification of a payment's outcome; the deposit moves on the gateway's own answer */
        post: operations["postEwaNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ewa/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens an e-wallet deposit and its gateway payment; the answer says where the payer goes (idempotent) */
        post: operations["postEwaRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange-hub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The exchange records of the betting record (spec part 2 §7.6), newest first */
        get: operations["getExchangeHub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log-ins and bets, newest first, with the address each came from */
        get: operations["getExchangeActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/balance-overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance, exposure (money held for open bets) and what is available */
        get: operations["getExchangeBalanceOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's open (matched and unmatched) or settled bets, newest first */
        get: operations["getExchangeBets"];
        put?: never;
        /** Places a bet (header Idempotency-Key); a refusal is answered as a bet with status refused */
        post: operations["postExchangeBets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/bets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancels the unmatched part of a bet; the matched part stays */
        delete: operations["deleteExchangeBetsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/cash-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What cashing out a match-odds position would lock in at the prices now */
        get: operations["getExchangeCashOut"];
        put?: never;
        /** Cashes out a match-odds position (header Idempotency-Key); refused if now worse than the amount shown */
        post: operations["postExchangeCashOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/positions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profit or loss per runner if it wins, and the money held, per market (one market, or every market of an event) */
        get: operations["getExchangePositions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/profit-loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settled markets by Dhaka day, event and market, net of commission */
        get: operations["getExchangeProfitLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stake limits, maximum profit, bet delay and commission of each market type */
        get: operations["getExchangeSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchange/voided-markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The markets of an event that were voided (every bet refunded) though the feed may still list them */
        get: operations["getExchangeVoidedMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/game-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A game's launch url for the player (a launch token, the language and a return path; never the site token) */
        post: operations["postGameRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories with a game to launch, their providers and tags, and the codes of the sports games that launch */
        get: operations["getGamesCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/favourites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's favourite game codes, newest first */
        get: operations["getGamesFavourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/favourites/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Hearts a game (idempotent); answers the favourites */
        put: operations["putGamesFavouritesByCode"];
        post?: never;
        /** Un-hearts a game (idempotent); answers the favourites */
        delete: operations["deleteGamesFavouritesByCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/games/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games the player launched most recently, newest first */
        get: operations["getGamesRecent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/general": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** General settings: title, status, notices, contacts */
        get: operations["getGeneral"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's conversations with support (chat_id, other_user, last_message, unread) */
        get: operations["getGetChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The games of a category type, optionally of some providers, with tags, launch day and 7-day plays */
        get: operations["getGetGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active providers (all, or those of a JSON list) with the category types they carry */
        get: operations["getGetProvider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The providers (systems) with at least one game of a category type */
        get: operations["getGetSystem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The game types of the betting-record filter */
        get: operations["getGetType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get-wallet-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent number to pay a deposit to */
        get: operations["getGetWalletNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get/other/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's extra phones and whether each is verified */
        get: operations["getGetOtherPhone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up and its database answers */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's wallet balance in taka, asked of the wallet as a provider would */
        get: operations["getHouseBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/crash/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A bet on the game in its betting phase (stake in whole taka), with an optional auto cash-out */
        post: operations["postHouseCrashBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/crash/cashout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cashes out the player's open bet at the multiplier of the moment the request reached the server */
        post: operations["postHouseCrashCashout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/crash/state": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shared round now (send If-None-Match with the last ETag: 304 while no event happened) */
        get: operations["getHouseCrashState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/crash/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Server-Sent Events: `state` with a snapshot now and after every event (new game, start, bet, cash-out, crash) */
        get: operations["getHouseCrashStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/jhandi-munda/play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One Jhandi Munda throw (stakes per symbol in taka); an Idempotency-Key replays the same throw */
        post: operations["postHouseJhandiMundaPlay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/seeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's active seed pair (server seed hash, client seed, next nonce) and the last revealed pair */
        get: operations["getHouseSeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/seeds/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reveals the server seed in use and starts a new pair with the client seed given */
        post: operations["postHouseSeedsRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A house game screen exchanges its launch token (single use) for a game session */
        post: operations["postHouseSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/slot/spin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One Lucky Sixes spin (stake in taka, one of the presets); an Idempotency-Key replays the same spin */
        post: operations["postHouseSlotSpin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/verify/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's latest slot and Jhandi Munda rounds, newest first, with what recomputes them */
        get: operations["getHouseVerifyRounds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/verify/rounds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the player's rounds, with its server seed once revealed */
        get: operations["getHouseVerifyRoundsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/verify/seeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's seed pairs, for the verification page */
        get: operations["getHouseVerifySeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/house/verify/seeds/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotates the seed pair from the verification page (reveals the server seed in use) */
        post: operations["postHouseVerifySeedsRotate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the player's messages, newest first (polled every 10 s) */
        get: operations["getInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the player's messages */
        get: operations["getInboxById"];
        put?: never;
        post?: never;
        /** Deletes one of the player's messages */
        delete: operations["deleteInboxById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inbox/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks one of the player's messages read */
        patch: operations["patchInboxByIdRead"];
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in: a bearer token for this API and the exchange API */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site logos and favicon */
        get: operations["getLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/market/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's market block (exchange and casino sections) */
        get: operations["getMarketBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a text message to support, always as the session's player (sender_id is ignored) */
        post: operations["postMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deposit requests of one status (pending first in line) */
        get: operations["getOperatorDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending deposit request */
        post: operations["postOperatorDepositsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A deposit's receipt image, typed from its bytes */
        get: operations["getOperatorDepositsByIdReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/deposits/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject, with a reason, a pending deposit request */
        post: operations["postOperatorDepositsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/engagement-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VIP point rates and the referral share */
        get: operations["getOperatorEngagementSettings"];
        /** Sets the VIP point rates and the referral share */
        put: operations["putOperatorEngagementSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/exchange/bets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every open or settled exchange bet, newest first, by market or player */
        get: operations["getOperatorExchangeBets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/exchange/exposure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each player's exposure (money held for open bets), largest first */
        get: operations["getOperatorExchangeExposure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/exchange/markets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Markets with bets: open ones with players and exposure, settled or void ones with their result */
        get: operations["getOperatorExchangeMarkets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/exchange/markets/{marketKey}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Voids an open market with a reason: every bet on it is refunded */
        post: operations["postOperatorExchangeMarketsByMarketKeyVoid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/exchange/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The limits of each market type: stakes, maximum profit, bet delay, commission */
        get: operations["getOperatorExchangeSettings"];
        /** Replaces the limits of the market types given (each type whole) */
        put: operations["putOperatorExchangeSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/exchange/simulator/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Test tool (EXCHANGE_TEST_CONTROLS=1 only, else 404): moves the simulated clock on and settles what finished */
        post: operations["postOperatorExchangeSimulatorAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages operators sent, newest first, with how many were read */
        get: operations["getOperatorInbox"];
        put?: never;
        /** Sends a message (English and Bangla) to one player or to every player */
        post: operations["postOperatorInbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/market-block/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block or open a player's exchange or casino section */
        put: operations["putOperatorMarketBlockByUserId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Codes sent by SMS and e-mail, newest first */
        get: operations["getOperatorOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every payment method, switched off ones too */
        get: operations["getOperatorPaymentMethods"];
        put?: never;
        /** Add a payment method */
        post: operations["postOperatorPaymentMethods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/payment-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a payment method */
        put: operations["putOperatorPaymentMethodsById"];
        post?: never;
        /** Switch a payment method off */
        delete: operations["deleteOperatorPaymentMethodsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/promotions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every promotion, withdrawn ones too */
        get: operations["getOperatorPromotions"];
        put?: never;
        /** Adds a promotion (English and Bangla texts) */
        post: operations["postOperatorPromotions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a promotion */
        put: operations["putOperatorPromotionsById"];
        post?: never;
        /** Withdraws a promotion (kept for the records of the deposits that used it) */
        delete: operations["deleteOperatorPromotionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/safer-play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players with limits or breaks (latest change first), or those whose username matches; read only */
        get: operations["getOperatorSaferPlay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/sandbox-decisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every decision made on the sandbox gateway's payer page, refused ones included (empty when the sandbox was never on) */
        get: operations["getOperatorSandboxDecisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site settings an operator may edit */
        get: operations["getOperatorSettings"];
        /** Change some site settings (the system notice is cleaned) */
        put: operations["putOperatorSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/support-chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conversations by status (open by default): the newest waiting first, with unread counts */
        get: operations["getOperatorSupportChats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/support-chats/{chatId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its authors; opening it marks the player's messages read */
        get: operations["getOperatorSupportChatsByChatId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/support-chats/{chatId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Puts a conversation away; the player's next message reopens it */
        post: operations["postOperatorSupportChatsByChatIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/support-chats/{chatId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers the player as the support team */
        post: operations["postOperatorSupportChatsByChatIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/vip-points": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Grants VIP points to a player by hand, with a reason */
        post: operations["postOperatorVipPoints"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/vip-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VIP levels by lifetime turnover */
        get: operations["getOperatorVipTiers"];
        put?: never;
        /** Adds a VIP level (names and benefits in English and Bangla) */
        post: operations["postOperatorVipTiers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/vip-tiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a VIP level (the level at 0 stays at 0) */
        put: operations["putOperatorVipTiersById"];
        post?: never;
        /** Removes a VIP level (not the level at 0) */
        delete: operations["deleteOperatorVipTiersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/wallet-limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deposit and withdrawal limits in taka */
        get: operations["getOperatorWalletLimits"];
        /** Change the deposit and withdrawal limits */
        put: operations["putOperatorWalletLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/wallet-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every agent wallet number */
        get: operations["getOperatorWalletNumbers"];
        put?: never;
        /** Add an agent wallet number to a method */
        post: operations["postOperatorWalletNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/wallet-numbers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change an agent wallet number */
        put: operations["putOperatorWalletNumbersById"];
        post?: never;
        /** Switch an agent wallet number off */
        delete: operations["deleteOperatorWalletNumbersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal requests of one status */
        get: operations["getOperatorWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending withdrawal request */
        post: operations["postOperatorWithdrawalsByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject, with a reason, a pending withdrawal request */
        post: operations["postOperatorWithdrawalsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment methods, the e-wallet channel (if a gateway is configured), the limits and withdrawal_status */
        get: operations["getPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's deposit and withdrawal requests still waiting for a decision, each with the seconds left of its own wait */
        get: operations["getPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The promotions on offer (status active or display, not yet ended) */
        get: operations["getPromotion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/promotions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promotion's full terms (ended ones too, unless withdrawn) */
        get: operations["getPromotionsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchanges a launch token for a game session token */
        post: operations["postProviderByProviderAuthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The player's balance in poisha */
        post: operations["postProviderByProviderBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/bet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Debits a bet of a round (idempotent by txId) */
        post: operations["postProviderByProviderBet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refunds a bet, or leaves a tombstone for one not seen yet (idempotent by txId) */
        post: operations["postProviderByProviderRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/{provider}/win": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credits a win of a round, settling it when roundClosed (idempotent by txId) */
        post: operations["postProviderByProviderWin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referral-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's referral code, downlines, turnover, rewards by day and cash bonus */
        get: operations["getReferralStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/safer-play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's limits (with what is used and any change waiting), break and reality-check interval */
        get: operations["getSaferPlay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/safer-play/exclusions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a time-out (24 hours to 30 days) or a self-exclusion (6 months to 5 years); it cannot be undone */
        post: operations["postSaferPlayExclusions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/safer-play/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets or removes a deposit or loss limit: lower at once, higher or removed after 24 hours */
        put: operations["putSaferPlayLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/safer-play/reality-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This log-in's start, whether the player is playing, and the net result of its play */
        get: operations["getSaferPlayRealityCheck"];
        /** How often the reality check reminds the player while they play */
        put: operations["putSaferPlayRealityCheck"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-gateway/{ref}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payer's own sandbox payment */
        get: operations["getSandboxGatewayByRef"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox-gateway/{ref}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or decline the payer's own sandbox payment, once */
        post: operations["postSandboxGatewayByRefDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/send-verification-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a code to the account's phone or e-mail */
        post: operations["postSendVerificationCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/showpayment-menthod": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active methods of one name (the spec spells the path so) */
        get: operations["getShowpaymentMenthod"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sliders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home sliders by kind */
        get: operations["getSliders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sociallink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** WhatsApp, Facebook and Telegram links */
        get: operations["getSociallink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submit-deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a manual deposit (JSON, or multipart with a receipt image); needs an Idempotency-Key */
        post: operations["postSubmitDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submit-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a withdrawal; the amount is held at once. Needs an Idempotency-Key */
        post: operations["postSubmitWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's deposits, withdrawals and bonuses, newest first */
        get: operations["getTransactionShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/turnovers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's turnover requirements, newest first */
        get: operations["getTurnovers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user-pwd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session ends */
        post: operations["postUserPwd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/profile/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the birthday (once) */
        post: operations["postUserProfileUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's own account */
        get: operations["getUserShow"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/userwithdrawcheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the player may withdraw now (400 says why not: birthday, turnover or balance), and everything a withdrawal still needs */
        get: operations["getUserwithdrawcheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usr-forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a reset code by SMS or e-mail */
        post: operations["postUsrForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usr-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with the reset code */
        post: operations["postUsrResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/create-players": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a player */
        post: operations["postV1CreatePlayers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the e-mail address with its code */
        post: operations["postVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify-phone-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the main phone with its code */
        post: operations["postVerifyPhoneNumber"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vip-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player's VIP level, points, the tiers and the rates */
        get: operations["getVipStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAddNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAddSendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAddVerifyPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    verification_code: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBettingRecord: {
        parameters: {
            query?: {
                date?: "today" | "yesterday" | "last7";
                game_type?: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                platform?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            bet_amount: number;
                            created_at: string;
                            game_code: string;
                            game_name: string;
                            game_type: string;
                            id: number;
                            platform: string;
                            winAmount: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postCashClaim: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: string;
                        balance: string;
                        cash_bonus: string;
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    user_one_id?: number;
                    user_two_id?: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chat: {
                            id: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChatsByChatIdMessages: {
        parameters: {
            query?: {
                after?: number;
            };
            header?: never;
            path: {
                chatId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            chat_id: number;
                            content: string;
                            created_at: string;
                            from_support: boolean;
                            id: number;
                            sender_id: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, chatNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConvertVipcoin: {
        parameters: {
            query: {
                remote_id?: string | number;
                vip_coin: number;
            };
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: string;
                        balance: string;
                        success: string;
                        vip_coin: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postEwaConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    number?: string;
                    trx_id: string;
                    trxid?: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        /** @enum {string} */
                        code: "depositApproved" | "ewalletDeclined" | "ewalletExpired";
                        message: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        success: boolean;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postEwaNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    gateway_trx_id?: string;
                    payment_ref: string;
                    /** @enum {string} */
                    status: "approved" | "declined" | "expired";
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        deposit_status: "pending" | "approved" | "rejected" | null;
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postEwaRequest: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    promotion?: number;
                    provider: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        message: string;
                        number: string;
                        timer: number;
                        transaction: string;
                        url: string | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeHub: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bet_id: number;
                            /** @enum {string} */
                            bet_status: "matched" | "unmatched" | "partially_matched" | "cancelled" | "lapsed" | "won" | "lost" | "void";
                            bet_type: string;
                            created_at: string;
                            event_name: string;
                            event_name_bn: string;
                            game_type: string;
                            market_name: string;
                            market_name_bn: string;
                            matched_stake: number;
                            net_profit_loss: number;
                            odds: number;
                            potential_liability: number;
                            potential_profit: number;
                            run: number | null;
                            selection_name: string;
                            selection_name_bn: string;
                            settled_at: string | null;
                            /** @enum {string} */
                            source: "player" | "cash_out";
                            stake: number;
                            /** @enum {string} */
                            status: "open" | "WON" | "LOST" | "VOID";
                            transaction_id: string;
                            unmatched_stake: number;
                            void_reason: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeActivity: {
        parameters: {
            query?: {
                before?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            at: string;
                            ip: string | null;
                            /** @enum {string} */
                            kind: "login";
                            userAgent: string | null;
                        } | {
                            at: string;
                            betId: number;
                            eventName: string;
                            eventNameBn: string;
                            ip: string | null;
                            /** @enum {string} */
                            kind: "bet";
                            marketName: string;
                            marketNameBn: string;
                            price: number;
                            selectionName: string;
                            selectionNameBn: string;
                            side: string;
                            stake: number;
                            status: string;
                        })[];
                        nextBefore: string | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeBalanceOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: number;
                        balance: number;
                        exposure: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeBets: {
        parameters: {
            query?: {
                before?: number;
                eventId?: string;
                from?: string;
                limit?: number;
                marketId?: string;
                sport?: "cricket" | "soccer" | "tennis";
                status?: "open" | "settled";
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bets: {
                            averagePrice: number | null;
                            awaitingOperator: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                            cancelledStake: number;
                            commission: number;
                            eventId: string;
                            eventName: string;
                            eventNameBn: string;
                            id: number;
                            lapsedStake: number;
                            liability: number;
                            line: number | null;
                            marketId: string;
                            marketKey: string;
                            marketName: string;
                            marketNameBn: string;
                            /** @enum {string} */
                            marketType: "match_odds" | "bookmaker" | "fancy";
                            matchedStake: number;
                            placedAt: string;
                            potentialProfit: number;
                            price: number;
                            profitLoss: number | null;
                            selectionId: string;
                            selectionName: string;
                            selectionNameBn: string;
                            settledAt: string | null;
                            /** @enum {string} */
                            side: "back" | "lay" | "yes" | "no";
                            /** @enum {string} */
                            source: "player" | "cash_out";
                            sport: string;
                            stake: number;
                            /** @enum {string} */
                            status: "matched" | "unmatched" | "partially_matched" | "cancelled" | "lapsed" | "won" | "lost" | "void";
                            unmatchedStake: number;
                            voidReason: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postExchangeBets: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    eventId: string;
                    line?: number;
                    marketId: string;
                    /** @enum {string} */
                    marketType: "match_odds" | "bookmaker" | "fancy";
                    price: number;
                    selectionId: number | string;
                    /** @enum {string} */
                    side: "back" | "lay" | "yes" | "no";
                    stake: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bet: {
                            averagePrice: number | null;
                            code?: string;
                            id: number | null;
                            liability: number;
                            matchedStake: number;
                            message?: string;
                            placedAt: string;
                            /** @enum {string} */
                            status: "matched" | "unmatched" | "partially_matched" | "refused";
                            unmatchedStake: number;
                            vars?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteExchangeBetsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bet: {
                            averagePrice: number | null;
                            awaitingOperator: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                            cancelledStake: number;
                            commission: number;
                            eventId: string;
                            eventName: string;
                            eventNameBn: string;
                            id: number;
                            lapsedStake: number;
                            liability: number;
                            line: number | null;
                            marketId: string;
                            marketKey: string;
                            marketName: string;
                            marketNameBn: string;
                            /** @enum {string} */
                            marketType: "match_odds" | "bookmaker" | "fancy";
                            matchedStake: number;
                            placedAt: string;
                            potentialProfit: number;
                            price: number;
                            profitLoss: number | null;
                            selectionId: string;
                            selectionName: string;
                            selectionNameBn: string;
                            settledAt: string | null;
                            /** @enum {string} */
                            side: "back" | "lay" | "yes" | "no";
                            /** @enum {string} */
                            source: "player" | "cash_out";
                            sport: string;
                            stake: number;
                            /** @enum {string} */
                            status: "matched" | "unmatched" | "partially_matched" | "cancelled" | "lapsed" | "won" | "lost" | "void";
                            unmatchedStake: number;
                            voidReason: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                        };
                        code: string;
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, exchangeBetNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeCashOut: {
        parameters: {
            query: {
                marketId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number | null;
                        available: boolean;
                        bets: {
                            price: number;
                            selectionId: string;
                            selectionName: string;
                            /** @enum {string} */
                            side: "back" | "lay";
                            stake: number;
                        }[];
                        code?: string;
                        marketId: string;
                        message?: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postExchangeCashOut: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    marketId: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number | null;
                        bets: {
                            averagePrice: number | null;
                            code?: string;
                            id: number | null;
                            liability: number;
                            matchedStake: number;
                            message?: string;
                            placedAt: string;
                            /** @enum {string} */
                            status: "matched" | "unmatched" | "partially_matched" | "refused";
                            unmatchedStake: number;
                            vars?: {
                                [key: string]: string;
                            };
                        }[];
                        code: string;
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangePositions: {
        parameters: {
            query?: {
                eventId?: string;
                marketId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        markets: {
                            eventId: string;
                            fancyBook: {
                                from: number;
                                profitLoss: number;
                                to: number | null;
                            }[];
                            liability: number;
                            lineTitle: string | null;
                            marketId: string;
                            marketKey: string;
                            marketName: string;
                            /** @enum {string} */
                            marketType: "match_odds" | "bookmaker" | "fancy";
                            runners: {
                                name: string;
                                profitLoss: number;
                                selectionId: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeProfitLoss: {
        parameters: {
            query: {
                from: string;
                sport?: "cricket" | "soccer" | "tennis";
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            commission: number;
                            date: string;
                            events: {
                                eventId: string;
                                eventName: string;
                                eventNameBn: string;
                                markets: {
                                    commission: number;
                                    lineTitle: string | null;
                                    lineTitleBn: string | null;
                                    marketKey: string;
                                    marketName: string;
                                    marketNameBn: string;
                                    marketType: string;
                                    profitLoss: number;
                                    settledAt: string;
                                }[];
                                profitLoss: number;
                                sport: string;
                            }[];
                            profitLoss: number;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookmaker: {
                            betDelaySeconds: number;
                            commissionPercent: number;
                            maxProfit: number;
                            maxStake: number;
                            minStake: number;
                        };
                        fancy: {
                            betDelaySeconds: number;
                            commissionPercent: number;
                            maxProfit: number;
                            maxStake: number;
                            minStake: number;
                        };
                        match_odds: {
                            betDelaySeconds: number;
                            commissionPercent: number;
                            maxProfit: number;
                            maxStake: number;
                            minStake: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getExchangeVoidedMarkets: {
        parameters: {
            query?: {
                eventId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        markets: {
                            lineId: string | null;
                            lineKey: string | null;
                            marketId: string;
                            /** @enum {string} */
                            marketType: "match_odds" | "bookmaker" | "fancy";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postGameRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    externalURL?: string;
                    gameCode: string;
                    /** @enum {string} */
                    gameType: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                    isMobileLogin?: boolean | 0 | 1 | "0" | "1" | "true" | "false";
                    /** @enum {string} */
                    language?: "en" | "bn";
                    platform: string;
                    userId?: string | number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        url: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGamesCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            systems: string[];
                            tags: string[];
                            /** @enum {string} */
                            type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                        }[];
                        sports: string[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGamesFavourites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favourites: string[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putGamesFavouritesByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favourites: string[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, gameNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteGamesFavouritesByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favourites: string[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, gameNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGamesRecent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            code: string;
                            launched_on: string | null;
                            name: string;
                            platform: string;
                            popularity: number;
                            tags: string[];
                            thumbnail: string;
                            /** @enum {string} */
                            type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGeneral: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        app_download: string;
                        copyright: string;
                        /** @default  */
                        copyright_bn: string;
                        intercom: string;
                        live_chat: string;
                        notice: string[];
                        /** @default [] */
                        notice_bn: string[];
                        seo_text: string[];
                        /** @default [] */
                        seo_text_bn: string[];
                        site_status: number;
                        site_title: string;
                        support_mail: string;
                        system_notice: string;
                        /** @default  */
                        system_notice_bn: string;
                        tawk_id: string;
                        whatsapp: string;
                        withdrawal_status: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetChats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chats: {
                            chat_id: number;
                            last_message: string | null;
                            last_message_at: string | null;
                            other_user: {
                                username: string;
                            };
                            unread: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetGames: {
        parameters: {
            query: {
                system?: string;
                type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        games: {
                            code: string;
                            launched_on: string | null;
                            name: string;
                            platform: string;
                            popularity: number;
                            tags: string[];
                            thumbnail: string;
                            /** @enum {string} */
                            type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetProvider: {
        parameters: {
            query?: {
                system?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            logo: string;
                            name: string;
                            platform: string;
                            types: ("SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO")[];
                        }[];
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetSystem: {
        parameters: {
            query: {
                type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        systems: {
                            logo: string;
                            name: string;
                            platform: string;
                            /** @enum {string} */
                            type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            name: string;
                            /** @enum {string} */
                            type: "SPORTS" | "LIVE" | "SLOT" | "TABLE" | "BINGO" | "EGAME" | "FH" | "LOTTO";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetWalletNumber: {
        parameters: {
            query: {
                account_type: string;
                amount: number;
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account_number: string;
                        id: number;
                    }[];
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: noWalletNumber */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getGetOtherPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            contract_value: string;
                            isverify: 0 | 1;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        db: "pglite" | "postgres";
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        currency: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseCrashBet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    autoCashout?: number;
                    stake: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        autoCashout: number | null;
                        balance: number;
                        gameId: number;
                        stake: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseCrashCashout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        gameId: number;
                        multiplier: number | null;
                        payout: number;
                        won: boolean;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseCrashState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bets: {
                            cashedOut: number | null;
                            payout: number;
                            stake: number;
                            username: string;
                        }[];
                        bettingEndsAt: number;
                        crashedAt: number | null;
                        gameId: number;
                        gameNumber: number;
                        hash: string | null;
                        history: {
                            crashedAt: number;
                            gameNumber: number;
                            hash: string;
                        }[];
                        multiplier: number;
                        /** @enum {string} */
                        phase: "betting" | "running" | "crashed";
                        salt: string;
                        serverTime: number;
                        startedAt: number;
                        terminalHash: string;
                        version: number;
                    };
                };
            };
            /** @description No event since the ETag sent */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseCrashStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream of crash snapshots */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": {
                        bets: {
                            cashedOut: number | null;
                            payout: number;
                            stake: number;
                            username: string;
                        }[];
                        bettingEndsAt: number;
                        crashedAt: number | null;
                        gameId: number;
                        gameNumber: number;
                        hash: string | null;
                        history: {
                            crashedAt: number;
                            gameNumber: number;
                            hash: string;
                        }[];
                        multiplier: number;
                        /** @enum {string} */
                        phase: "betting" | "running" | "crashed";
                        salt: string;
                        serverTime: number;
                        startedAt: number;
                        terminalHash: string;
                        version: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseJhandiMundaPlay: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    bets: {
                        /** @enum {number} */
                        club?: 10 | 20 | 50 | 100 | 500 | 1000;
                        /** @enum {number} */
                        crown?: 10 | 20 | 50 | 100 | 500 | 1000;
                        /** @enum {number} */
                        diamond?: 10 | 20 | 50 | 100 | 500 | 1000;
                        /** @enum {number} */
                        flag?: 10 | 20 | 50 | 100 | 500 | 1000;
                        /** @enum {number} */
                        heart?: 10 | 20 | 50 | 100 | 500 | 1000;
                        /** @enum {number} */
                        spade?: 10 | 20 | 50 | 100 | 500 | 1000;
                    };
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        dice: ("heart" | "spade" | "diamond" | "club" | "flag" | "crown")[];
                        fair: {
                            clientSeed: string;
                            nonce: number;
                            roundId: number;
                            serverSeedHash: string;
                        };
                        payout: number;
                        stake: number;
                        wins: {
                            matches: number;
                            pay: number;
                            stake: number;
                            /** @enum {string} */
                            symbol: "heart" | "spade" | "diamond" | "club" | "flag" | "crown";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseSeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: {
                            clientSeed: string;
                            nonce: number;
                            serverSeedHash: string;
                        };
                        revealed: {
                            clientSeed: string;
                            rounds: number;
                            serverSeed: string;
                            serverSeedHash: string;
                        } | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseSeedsRotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    clientSeed: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: {
                            clientSeed: string;
                            nonce: number;
                            serverSeedHash: string;
                        };
                        revealed: {
                            clientSeed: string;
                            rounds: number;
                            serverSeed: string;
                            serverSeedHash: string;
                        } | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    launchToken: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        currency: string;
                        gameCode: string;
                        /** @enum {string} */
                        language: "en" | "bn";
                        sessionToken: string;
                        username: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseSlotSpin: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {number} */
                    stake: 10 | 20 | 50 | 100 | 200 | 500 | 1000;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        fair: {
                            clientSeed: string;
                            nonce: number;
                            roundId: number;
                            serverSeedHash: string;
                        };
                        lines: {
                            count: number;
                            line: number;
                            pay: number;
                            symbol: string;
                        }[];
                        payout: number;
                        scatters: number;
                        stake: number;
                        stops: number[];
                        window: string[][];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: gameSessionInvalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseVerifyRounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rounds: {
                            bet?: unknown;
                            clientSeed: string;
                            created_at: string;
                            /** @enum {string} */
                            game: "slot" | "jhandi_munda";
                            nonce: number;
                            outcome?: unknown;
                            payout: number;
                            roundId: number;
                            serverSeed: string | null;
                            serverSeedHash: string;
                            stake: number;
                            /** @enum {string} */
                            status: "open" | "settled" | "cancelled";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseVerifyRoundsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bet?: unknown;
                        clientSeed: string;
                        created_at: string;
                        /** @enum {string} */
                        game: "slot" | "jhandi_munda";
                        nonce: number;
                        outcome?: unknown;
                        payout: number;
                        roundId: number;
                        serverSeed: string | null;
                        serverSeedHash: string;
                        stake: number;
                        /** @enum {string} */
                        status: "open" | "settled" | "cancelled";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, houseRoundNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getHouseVerifySeeds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: {
                            clientSeed: string;
                            nonce: number;
                            serverSeedHash: string;
                        };
                        revealed: {
                            clientSeed: string;
                            rounds: number;
                            serverSeed: string;
                            serverSeedHash: string;
                        } | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postHouseVerifySeedsRotate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    clientSeed: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        active: {
                            clientSeed: string;
                            nonce: number;
                            serverSeedHash: string;
                        };
                        revealed: {
                            clientSeed: string;
                            rounds: number;
                            serverSeed: string;
                            serverSeedHash: string;
                        } | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getInbox: {
        parameters: {
            query?: {
                page?: number;
                remote_id?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            current_page: number;
                            data: {
                                code: string | null;
                                created_at: string;
                                id: number;
                                is_read: 0 | 1;
                                message: string;
                                message_bn: string;
                                title: string;
                                title_bn: string;
                                vars: {
                                    [key: string]: string;
                                } | null;
                            }[];
                            last_page: number;
                            total: number;
                            unread: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getInboxById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string | null;
                            created_at: string;
                            id: number;
                            is_read: 0 | 1;
                            message: string;
                            message_bn: string;
                            title: string;
                            title_bn: string;
                            vars: {
                                [key: string]: string;
                            } | null;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, messageNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteInboxById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, messageNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchInboxByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, messageNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exchange: {
                            token: string;
                        }[];
                        message: string;
                        remote_id: string;
                        /** @enum {string} */
                        role: "player" | "operator";
                        token: string;
                        username: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidCredentials */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favicon: string;
                        loader_logo: string;
                        logo: string;
                        mobile_logo: string;
                    }[];
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMarketBlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cs_market: number;
                        exchange_market: number;
                        /** @enum {string} */
                        status: "active" | "blocked";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    chat_id: number;
                    content: string;
                    sender_id?: unknown;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            chat_id: number;
                            content: string;
                            created_at: string;
                            from_support: boolean;
                            id: number;
                            sender_id: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorDeposits: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_number: string | null;
                            amount: number;
                            /** @enum {string} */
                            channel: "manual" | "ewallet";
                            created_at: string;
                            decided_at: string | null;
                            id: number;
                            payment_method: {
                                account_type: string;
                                id: number;
                                name: string;
                            } | null;
                            promotion: {
                                id: number;
                                name: string;
                            } | null;
                            reason: string | null;
                            receipt_url: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            transaction_id: string | null;
                            user_id: number;
                            username: string;
                            wallet_number: string | null;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorDepositsByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, requestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorDepositsByIdReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, requestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorDepositsByIdReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, requestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorEngagementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            referral_share_percent: number;
                            vp_turnover: number;
                            vp_value: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorEngagementSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    referral_share_percent: number;
                    vp_turnover: number;
                    vp_value: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            referral_share_percent: number;
                            vp_turnover: number;
                            vp_value: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorExchangeBets: {
        parameters: {
            query?: {
                before?: number;
                limit?: number;
                marketKey?: string;
                status?: "open" | "settled";
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bets: {
                            averagePrice: number | null;
                            awaitingOperator: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                            cancelledStake: number;
                            commission: number;
                            eventId: string;
                            eventName: string;
                            eventNameBn: string;
                            id: number;
                            lapsedStake: number;
                            liability: number;
                            line: number | null;
                            marketId: string;
                            marketKey: string;
                            marketName: string;
                            marketNameBn: string;
                            /** @enum {string} */
                            marketType: "match_odds" | "bookmaker" | "fancy";
                            matchedStake: number;
                            placedAt: string;
                            potentialProfit: number;
                            price: number;
                            profitLoss: number | null;
                            selectionId: string;
                            selectionName: string;
                            selectionNameBn: string;
                            settledAt: string | null;
                            /** @enum {string} */
                            side: "back" | "lay" | "yes" | "no";
                            /** @enum {string} */
                            source: "player" | "cash_out";
                            sport: string;
                            stake: number;
                            /** @enum {string} */
                            status: "matched" | "unmatched" | "partially_matched" | "cancelled" | "lapsed" | "won" | "lost" | "void";
                            unmatchedStake: number;
                            userId: number;
                            username: string;
                            voidReason: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorExchangeExposure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        players: {
                            exposure: number;
                            openMarkets: number;
                            userId: number;
                            username: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorExchangeMarkets: {
        parameters: {
            query?: {
                status?: "open" | "settled" | "void";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        markets: {
                            awaitingOperator: {
                                code?: string;
                                message: string;
                                vars?: {
                                    [key: string]: string;
                                };
                            } | null;
                            bets: number;
                            eventId: string;
                            eventName: string;
                            eventNameBn: string;
                            exposure: number;
                            flaggedAt: string | null;
                            lineTitle: string | null;
                            lineTitleBn: string | null;
                            marketKey: string;
                            marketName: string;
                            marketNameBn: string;
                            /** @enum {string} */
                            marketType: "match_odds" | "bookmaker" | "fancy";
                            players: number;
                            result: string | null;
                            settledAt: string | null;
                            sport: string;
                            /** @enum {string} */
                            status: "open" | "settling" | "settled" | "void";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorExchangeMarketsByMarketKeyVoid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                marketKey: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        marketKey: string;
                        message: string;
                        players: number;
                        refundedBets: number;
                        /** @enum {string} */
                        status: "void";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorExchangeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookmaker: {
                            betDelaySeconds: number;
                            commissionPercent: number;
                            maxProfit: number;
                            maxStake: number;
                            minStake: number;
                        };
                        fancy: {
                            betDelaySeconds: number;
                            commissionPercent: number;
                            maxProfit: number;
                            maxStake: number;
                            minStake: number;
                        };
                        match_odds: {
                            betDelaySeconds: number;
                            commissionPercent: number;
                            maxProfit: number;
                            maxStake: number;
                            minStake: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorExchangeSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    bookmaker?: {
                        betDelaySeconds: number;
                        commissionPercent: number;
                        maxProfit: number;
                        maxStake: number;
                        minStake: number;
                    };
                    fancy?: {
                        betDelaySeconds: number;
                        commissionPercent: number;
                        maxProfit: number;
                        maxStake: number;
                        minStake: number;
                    };
                    match_odds?: {
                        betDelaySeconds: number;
                        commissionPercent: number;
                        maxProfit: number;
                        maxStake: number;
                        minStake: number;
                    };
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        message: string;
                        settings: {
                            bookmaker: {
                                betDelaySeconds: number;
                                commissionPercent: number;
                                maxProfit: number;
                                maxStake: number;
                                minStake: number;
                            };
                            fancy: {
                                betDelaySeconds: number;
                                commissionPercent: number;
                                maxProfit: number;
                                maxStake: number;
                                minStake: number;
                            };
                            match_odds: {
                                betDelaySeconds: number;
                                commissionPercent: number;
                                maxProfit: number;
                                maxStake: number;
                                minStake: number;
                            };
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorExchangeSimulatorAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    minutes: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        finished: number;
                        simulatedAt: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorInbox: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            audience: "one" | "all";
                            created_at: string;
                            id: number;
                            message: string;
                            message_bn: string;
                            read: number;
                            recipients: number;
                            title: string;
                            title_bn: string;
                            username: string | null;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorInbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    audience: "one" | "all";
                    message: string;
                    /** @default  */
                    message_bn?: string;
                    title: string;
                    /** @default  */
                    title_bn?: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            audience: "one" | "all";
                            created_at: string;
                            id: number;
                            message: string;
                            message_bn: string;
                            read: number;
                            recipients: number;
                            title: string;
                            title_bn: string;
                            username: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorMarketBlockByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    cs_market?: number;
                    exchange_market?: number;
                    /** @enum {string} */
                    status?: "active" | "blocked";
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        market: {
                            cs_market: number;
                            exchange_market: number;
                            /** @enum {string} */
                            status: "active" | "blocked";
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, marketPlayerNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            channel: "sms" | "email";
                            created_at: string;
                            id: number;
                            recipient: string;
                            text: string;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            account_type: "Send Money" | "CashOut" | "Merchant";
                            icon: string;
                            id: number;
                            name: string;
                            sort_order: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    account_type: "Send Money" | "CashOut" | "Merchant";
                    icon?: string;
                    name: string;
                    sort_order?: number;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            account_type: "Send Money" | "CashOut" | "Merchant";
                            icon: string;
                            id: number;
                            name: string;
                            sort_order: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorPaymentMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    account_type: "Send Money" | "CashOut" | "Merchant";
                    icon?: string;
                    name: string;
                    sort_order?: number;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            account_type: "Send Money" | "CashOut" | "Merchant";
                            icon: string;
                            id: number;
                            name: string;
                            sort_order: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorPaymentMethodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer without a body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: number;
                            deposit_bouns: number;
                            desc: string;
                            desc_bn: string;
                            eligible_games: string;
                            eligible_games_bn: string;
                            end_date: string;
                            id: number;
                            name: string;
                            name_bn: string;
                            start_date: string;
                            /** @enum {string} */
                            status: "active" | "display" | "inactive";
                            thumbnail: string;
                            turnover: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorPromotions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    category?: 99 | 1 | 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256 | 1024 | 2048 | 4096 | 8192 | 16384 | 512;
                    deposit_bouns: number;
                    /** @default  */
                    desc?: string;
                    /** @default  */
                    desc_bn?: string;
                    /** @default  */
                    eligible_games?: string;
                    /** @default  */
                    eligible_games_bn?: string;
                    /** Format: date */
                    end_date: string;
                    name: string;
                    /** @default  */
                    name_bn?: string;
                    /** Format: date */
                    start_date: string;
                    /**
                     * @default display
                     * @enum {string}
                     */
                    status?: "active" | "display" | "inactive";
                    thumbnail?: string;
                    turnover: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: number;
                            deposit_bouns: number;
                            desc: string;
                            desc_bn: string;
                            eligible_games: string;
                            eligible_games_bn: string;
                            end_date: string;
                            id: number;
                            name: string;
                            name_bn: string;
                            start_date: string;
                            /** @enum {string} */
                            status: "active" | "display" | "inactive";
                            thumbnail: string;
                            turnover: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorPromotionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    category?: 99 | 1 | 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256 | 1024 | 2048 | 4096 | 8192 | 16384 | 512;
                    deposit_bouns: number;
                    /** @default  */
                    desc?: string;
                    /** @default  */
                    desc_bn?: string;
                    /** @default  */
                    eligible_games?: string;
                    /** @default  */
                    eligible_games_bn?: string;
                    /** Format: date */
                    end_date: string;
                    name: string;
                    /** @default  */
                    name_bn?: string;
                    /** Format: date */
                    start_date: string;
                    /**
                     * @default display
                     * @enum {string}
                     */
                    status?: "active" | "display" | "inactive";
                    thumbnail?: string;
                    turnover: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: number;
                            deposit_bouns: number;
                            desc: string;
                            desc_bn: string;
                            eligible_games: string;
                            eligible_games_bn: string;
                            end_date: string;
                            id: number;
                            name: string;
                            name_bn: string;
                            start_date: string;
                            /** @enum {string} */
                            status: "active" | "display" | "inactive";
                            thumbnail: string;
                            turnover: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorPromotionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Withdrawn */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorSaferPlay: {
        parameters: {
            query?: {
                username?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exclusion: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "time_out" | "self_exclusion";
                                started_at: string;
                            } | null;
                            exclusions: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "time_out" | "self_exclusion";
                                started_at: string;
                            }[];
                            limits: {
                                amount: number | null;
                                /** @enum {string} */
                                kind: "deposit" | "loss";
                                pending: {
                                    amount: number | null;
                                    effective_at: string;
                                } | null;
                                /** @enum {string} */
                                period: "day" | "week" | "month";
                                used: number;
                            }[];
                            player: {
                                id: number;
                                username: string;
                            };
                            reality_check_minutes: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorSandboxDecisions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            amount: number;
                            created_at: string;
                            decided_by: string;
                            /** @enum {string} */
                            decision: "approve" | "decline";
                            deposit_id: number | null;
                            id: number;
                            /** @enum {string} */
                            outcome: "applied" | "not_payer" | "already_decided";
                            payer: string | null;
                            ref: string;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            facebook: string;
                            intercom: string;
                            live_chat: string;
                            notice: string[];
                            notice_bn: string[];
                            site_status: 0 | 1;
                            site_title: string;
                            support_mail: string | "";
                            system_notice: string;
                            system_notice_bn: string;
                            tawk_id: string;
                            telegram: string;
                            whatsapp: string;
                            withdrawal_status: 0 | 1;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    facebook?: string;
                    intercom?: string;
                    live_chat?: string;
                    notice?: string[];
                    notice_bn?: string[];
                    site_status?: 0 | 1;
                    site_title?: string;
                    support_mail?: string | "";
                    system_notice?: string;
                    system_notice_bn?: string;
                    tawk_id?: string;
                    telegram?: string;
                    whatsapp?: string;
                    withdrawal_status?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            facebook: string;
                            intercom: string;
                            live_chat: string;
                            notice: string[];
                            notice_bn: string[];
                            site_status: 0 | 1;
                            site_title: string;
                            support_mail: string | "";
                            system_notice: string;
                            system_notice_bn: string;
                            tawk_id: string;
                            telegram: string;
                            whatsapp: string;
                            withdrawal_status: 0 | 1;
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorSupportChats: {
        parameters: {
            query?: {
                status?: "open" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            chat_id: number;
                            last_message: string | null;
                            last_message_at: string | null;
                            player: {
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            unread: number;
                            waiting_since: string | null;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorSupportChatsByChatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chat: {
                            chat_id: number;
                            last_message: string | null;
                            last_message_at: string | null;
                            player: {
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            unread: number;
                            waiting_since: string | null;
                        };
                        messages: {
                            author: string;
                            chat_id: number;
                            content: string;
                            created_at: string;
                            from_support: boolean;
                            id: number;
                            sender_id: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, chatNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorSupportChatsByChatIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chat: {
                            chat_id: number;
                            last_message: string | null;
                            last_message_at: string | null;
                            player: {
                                id: number;
                                username: string;
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            unread: number;
                            waiting_since: string | null;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, chatNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorSupportChatsByChatIdReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chatId: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            author: string;
                            chat_id: number;
                            content: string;
                            created_at: string;
                            from_support: boolean;
                            id: number;
                            sender_id: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, chatNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorVipPoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    points: number;
                    reason: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            username: string;
                            vip_coin: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorVipTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            benefits: string;
                            benefits_bn: string;
                            id: number;
                            min_turnover: string;
                            name: string;
                            name_bn: string;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorVipTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    benefits?: string;
                    /** @default  */
                    benefits_bn?: string;
                    min_turnover: number;
                    name: string;
                    name_bn: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            benefits: string;
                            benefits_bn: string;
                            id: number;
                            min_turnover: string;
                            name: string;
                            name_bn: string;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorVipTiersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    benefits?: string;
                    /** @default  */
                    benefits_bn?: string;
                    min_turnover: number;
                    name: string;
                    name_bn: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            benefits: string;
                            benefits_bn: string;
                            id: number;
                            min_turnover: string;
                            name: string;
                            name_bn: string;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorVipTiersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorWalletLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deposit_max: number;
                            deposit_min: number;
                            withdraw_max: number;
                            withdraw_min: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorWalletLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    deposit_max: number;
                    deposit_min: number;
                    withdraw_max: number;
                    withdraw_min: number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deposit_max: number;
                            deposit_min: number;
                            withdraw_max: number;
                            withdraw_min: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorWalletNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_number: string;
                            id: number;
                            payment_method_id: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorWalletNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    account_number: string;
                    payment_method_id: number;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_number: string;
                            id: number;
                            payment_method_id: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putOperatorWalletNumbersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    account_number: string;
                    payment_method_id: number;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_number: string;
                            id: number;
                            payment_method_id: number;
                            /** @enum {string} */
                            status: "active" | "inactive";
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteOperatorWalletNumbersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer without a body */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperatorWithdrawals: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_number: string;
                            amount: number;
                            created_at: string;
                            decided_at: string | null;
                            id: number;
                            payment_method: {
                                account_type: string;
                                id: number;
                                name: string;
                            } | null;
                            provider: string;
                            reason: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            user_id: number;
                            username: string;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorWithdrawalsByIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, requestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postOperatorWithdrawalsByIdReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional: when sent, the same key again replays the first answer. */
                "Idempotency-Key"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, requestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            account_type: "Send Money" | "CashOut" | "Merchant";
                            icon: string;
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "active";
                        }[];
                        ewallet: {
                            pgs: {
                                icon: string;
                                name: string;
                            }[];
                            /** @enum {string} */
                            type: "ewallet";
                        } | null;
                        limits: {
                            deposit_max: number;
                            deposit_min: number;
                            withdraw_max: number;
                            withdraw_min: number;
                        };
                        withdrawal_status: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "deposit" | "withdraw";
                            amount: number;
                            created_at: string;
                            id: number;
                            payment_method: {
                                icon: string;
                                name: string;
                            } | null;
                            seconds_left: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPromotion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: number;
                            deposit_bouns: number;
                            desc: string;
                            desc_bn: string;
                            eligible_games: string;
                            eligible_games_bn: string;
                            end_date: string;
                            id: number;
                            name: string;
                            name_bn: string;
                            start_date: string;
                            /** @enum {string} */
                            status: "active" | "display" | "inactive";
                            thumbnail: string;
                            turnover: number;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPromotionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: number;
                            deposit_bouns: number;
                            desc: string;
                            desc_bn: string;
                            eligible_games: string;
                            eligible_games_bn: string;
                            end_date: string;
                            id: number;
                            name: string;
                            name_bn: string;
                            start_date: string;
                            /** @enum {string} */
                            status: "active" | "display" | "inactive";
                            thumbnail: string;
                            turnover: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, promotionNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postProviderByProviderAuthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    launchToken: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        /** @enum {string} */
                        currency: "BDT" | "INR" | "PKR";
                        gameCode: string;
                        /** @enum {string} */
                        language: "en" | "bn";
                        playerId: string;
                        sessionToken: string;
                        /** @enum {string} */
                        status: "OK";
                        username: string;
                    } | {
                        balance?: number;
                        /** @enum {string} */
                        code: "INSUFFICIENT_FUNDS" | "SESSION_EXPIRED" | "LAUNCH_TOKEN_INVALID" | "PLAYER_NOT_FOUND" | "PLAYER_EXCLUDED" | "CURRENCY_MISMATCH" | "GAME_NOT_FOUND" | "BET_ROLLED_BACK" | "ROUND_CLOSED" | "ROUND_MISMATCH" | "TX_ID_REUSED";
                        /** @enum {string} */
                        currency?: "BDT" | "INR" | "PKR";
                        message: string;
                        /** @enum {string} */
                        status: "ERROR";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: providerSignatureInvalid, providerTimestampStale, providerUnknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postProviderByProviderBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    playerId?: string;
                    sessionToken: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        /** @enum {string} */
                        currency: "BDT" | "INR" | "PKR";
                        playerId: string;
                        /** @enum {string} */
                        status: "OK";
                    } | {
                        balance?: number;
                        /** @enum {string} */
                        code: "INSUFFICIENT_FUNDS" | "SESSION_EXPIRED" | "LAUNCH_TOKEN_INVALID" | "PLAYER_NOT_FOUND" | "PLAYER_EXCLUDED" | "CURRENCY_MISMATCH" | "GAME_NOT_FOUND" | "BET_ROLLED_BACK" | "ROUND_CLOSED" | "ROUND_MISMATCH" | "TX_ID_REUSED";
                        /** @enum {string} */
                        currency?: "BDT" | "INR" | "PKR";
                        message: string;
                        /** @enum {string} */
                        status: "ERROR";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: providerSignatureInvalid, providerTimestampStale, providerUnknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postProviderByProviderBet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    currency: "BDT" | "INR" | "PKR";
                    gameCode: string;
                    playerId: string;
                    roundId: string;
                    sessionToken: string;
                    txId: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        /** @enum {string} */
                        currency: "BDT" | "INR" | "PKR";
                        noEffect?: boolean;
                        /** @enum {string} */
                        status: "OK";
                        txId: string;
                    } | {
                        balance?: number;
                        /** @enum {string} */
                        code: "INSUFFICIENT_FUNDS" | "SESSION_EXPIRED" | "LAUNCH_TOKEN_INVALID" | "PLAYER_NOT_FOUND" | "PLAYER_EXCLUDED" | "CURRENCY_MISMATCH" | "GAME_NOT_FOUND" | "BET_ROLLED_BACK" | "ROUND_CLOSED" | "ROUND_MISMATCH" | "TX_ID_REUSED";
                        /** @enum {string} */
                        currency?: "BDT" | "INR" | "PKR";
                        message: string;
                        /** @enum {string} */
                        status: "ERROR";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: providerSignatureInvalid, providerTimestampStale, providerUnknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postProviderByProviderRollback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    betTxId: string;
                    /** @enum {string} */
                    currency: "BDT" | "INR" | "PKR";
                    gameCode: string;
                    playerId: string;
                    roundId: string;
                    sessionToken?: string;
                    txId: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        /** @enum {string} */
                        currency: "BDT" | "INR" | "PKR";
                        noEffect?: boolean;
                        /** @enum {string} */
                        status: "OK";
                        txId: string;
                    } | {
                        balance?: number;
                        /** @enum {string} */
                        code: "INSUFFICIENT_FUNDS" | "SESSION_EXPIRED" | "LAUNCH_TOKEN_INVALID" | "PLAYER_NOT_FOUND" | "PLAYER_EXCLUDED" | "CURRENCY_MISMATCH" | "GAME_NOT_FOUND" | "BET_ROLLED_BACK" | "ROUND_CLOSED" | "ROUND_MISMATCH" | "TX_ID_REUSED";
                        /** @enum {string} */
                        currency?: "BDT" | "INR" | "PKR";
                        message: string;
                        /** @enum {string} */
                        status: "ERROR";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: providerSignatureInvalid, providerTimestampStale, providerUnknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postProviderByProviderWin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    currency: "BDT" | "INR" | "PKR";
                    gameCode: string;
                    playerId: string;
                    roundClosed: boolean;
                    roundId: string;
                    sessionToken?: string;
                    txId: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: number;
                        /** @enum {string} */
                        currency: "BDT" | "INR" | "PKR";
                        noEffect?: boolean;
                        /** @enum {string} */
                        status: "OK";
                        txId: string;
                    } | {
                        balance?: number;
                        /** @enum {string} */
                        code: "INSUFFICIENT_FUNDS" | "SESSION_EXPIRED" | "LAUNCH_TOKEN_INVALID" | "PLAYER_NOT_FOUND" | "PLAYER_EXCLUDED" | "CURRENCY_MISMATCH" | "GAME_NOT_FOUND" | "BET_ROLLED_BACK" | "ROUND_CLOSED" | "ROUND_MISMATCH" | "TX_ID_REUSED";
                        /** @enum {string} */
                        currency?: "BDT" | "INR" | "PKR";
                        message: string;
                        /** @enum {string} */
                        status: "ERROR";
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: providerSignatureInvalid, providerTimestampStale, providerUnknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReferralStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active_downlines: number;
                            cash_bonus: string;
                            lifetime_cash_rewards: string;
                            min_claim: number;
                            referral_code: string;
                            referral_turnover: string;
                            rewards: {
                                credited: boolean;
                                day: string;
                                reward: string;
                                turnover: string;
                            }[];
                            share_percent: number;
                            total_downlines: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSaferPlay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exclusion: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "time_out" | "self_exclusion";
                                started_at: string;
                            } | null;
                            limits: {
                                amount: number | null;
                                /** @enum {string} */
                                kind: "deposit" | "loss";
                                pending: {
                                    amount: number | null;
                                    effective_at: string;
                                } | null;
                                /** @enum {string} */
                                period: "day" | "week" | "month";
                                used: number;
                            }[];
                            reality_check_minutes: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSaferPlayExclusions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    duration: "24h" | "7d" | "30d" | "6m" | "1y" | "2y" | "5y";
                    /** @enum {string} */
                    kind: "time_out" | "self_exclusion";
                } & ({
                    /** @enum {unknown} */
                    duration?: "24h" | "7d" | "30d";
                    /** @constant */
                    kind?: "time_out";
                } | {
                    /** @enum {unknown} */
                    duration?: "6m" | "1y" | "2y" | "5y";
                    /** @constant */
                    kind?: "self_exclusion";
                });
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exclusion: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "time_out" | "self_exclusion";
                                started_at: string;
                            } | null;
                            limits: {
                                amount: number | null;
                                /** @enum {string} */
                                kind: "deposit" | "loss";
                                pending: {
                                    amount: number | null;
                                    effective_at: string;
                                } | null;
                                /** @enum {string} */
                                period: "day" | "week" | "month";
                                used: number;
                            }[];
                            reality_check_minutes: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putSaferPlayLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    kind: "deposit" | "loss";
                    /** @enum {string} */
                    period: "day" | "week" | "month";
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exclusion: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "time_out" | "self_exclusion";
                                started_at: string;
                            } | null;
                            limits: {
                                amount: number | null;
                                /** @enum {string} */
                                kind: "deposit" | "loss";
                                pending: {
                                    amount: number | null;
                                    effective_at: string;
                                } | null;
                                /** @enum {string} */
                                period: "day" | "week" | "month";
                                used: number;
                            }[];
                            reality_check_minutes: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSaferPlayRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        interval_minutes: number;
                        net_result: number;
                        playing: boolean;
                        server_time: string;
                        session_started_at: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putSaferPlayRealityCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    minutes: 15 | 30 | 45 | 60 | 90 | 120;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            exclusion: {
                                ends_at: string;
                                /** @enum {string} */
                                kind: "time_out" | "self_exclusion";
                                started_at: string;
                            } | null;
                            limits: {
                                amount: number | null;
                                /** @enum {string} */
                                kind: "deposit" | "loss";
                                pending: {
                                    amount: number | null;
                                    effective_at: string;
                                } | null;
                                /** @enum {string} */
                                period: "day" | "week" | "month";
                                used: number;
                            }[];
                            reality_check_minutes: number;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSandboxGatewayByRef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: string;
                            ref: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "expired";
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, ewalletRequestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSandboxGatewayByRefDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ref: string;
            };
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "approve" | "decline";
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            created_at: string;
                            ref: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "expired";
                        };
                        return_url: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: notFound, ewalletRequestNotFound */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSendVerificationCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    phone?: string;
                } & ({
                    phone: unknown;
                } | {
                    email: unknown;
                });
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getShowpaymentMenthod: {
        parameters: {
            query: {
                name: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            account_type: "Send Money" | "CashOut" | "Merchant";
                            icon: string;
                            id: number;
                            name: string;
                            /** @enum {string} */
                            status: "active";
                        }[];
                        success: boolean;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSliders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        favourite: {
                            id: number;
                            link: string;
                            name: string;
                            /** @default  */
                            name_bn: string;
                            /** @enum {string} */
                            slider_type: "Main" | "Favourite" | "Features";
                            status: number;
                            thubmnail: string;
                            /** @default  */
                            thumbnail_bn: string;
                        }[];
                        feature: {
                            id: number;
                            link: string;
                            name: string;
                            /** @default  */
                            name_bn: string;
                            /** @enum {string} */
                            slider_type: "Main" | "Favourite" | "Features";
                            status: number;
                            thubmnail: string;
                            /** @default  */
                            thumbnail_bn: string;
                        }[];
                        main: {
                            id: number;
                            link: string;
                            name: string;
                            /** @default  */
                            name_bn: string;
                            /** @enum {string} */
                            slider_type: "Main" | "Favourite" | "Features";
                            status: number;
                            thubmnail: string;
                            /** @default  */
                            thumbnail_bn: string;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSociallink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        facebook: string;
                        telegram: string;
                        whatsapp: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSubmitDeposit: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description JSON, or a multipart form with its files */
        requestBody: {
            content: {
                "application/json": {
                    account_number: string;
                    amount: number | string;
                    payment_id: number | string;
                    promotion_id?: number | string;
                    remote_id?: string | number;
                    transaction_id: string;
                    wallet_number_id?: number | string;
                };
                "multipart/form-data": {
                    account_number: string;
                    amount: number | string;
                    payment_id: number | string;
                    promotion_id?: number | string;
                    /**
                     * Format: binary
                     * @description The payment receipt: a JPEG, PNG or WebP image
                     */
                    receipt?: string;
                    remote_id?: string | number;
                    transaction_id: string;
                    wallet_number_id?: number | string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            id: number;
                            receipt: boolean;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSubmitWithdraw: {
        parameters: {
            query?: never;
            header: {
                /** @description Required: a fresh key per money call (1-200 characters); the same key again replays the first answer. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account_number: string;
                    amount: number;
                    payment_id: number;
                    /** @default  */
                    provider?: string;
                    remote_id?: string | number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            id: number;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                        };
                        error: null;
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable, idempotencyKeyRequired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: idempotencyInProgress */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput, idempotencyKeyReused */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getTransactionShow: {
        parameters: {
            query?: {
                remote_id?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            account_number: string | null;
                            /** @enum {string} */
                            action: "deposit" | "withdraw" | "bonus";
                            amount: number;
                            created_at: string;
                            id: number;
                            /** @enum {string} */
                            key: "0" | "1" | "2";
                            payment_method: {
                                icon: string;
                                name: string;
                                type: string;
                            } | null;
                            promotion: {
                                name: string;
                                turnover: number;
                            } | null;
                            reason: string | null;
                            transaction_id: string | null;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getTurnovers: {
        parameters: {
            query?: {
                remote_id?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completed_at: string | null;
                            created_at: string;
                            id: number;
                            remaining_turnover: number;
                            required_turnover: number;
                            /** @enum {string} */
                            status: "active" | "complete";
                            transaction: {
                                /** @enum {string} */
                                action: "deposit";
                                payment_method: {
                                    name: string;
                                };
                                promotion: {
                                    name: string;
                                    turnover: number;
                                };
                            };
                        }[];
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postUserPwd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    new_password: string;
                    new_password_confirmation: string;
                    old_password: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postUserProfileUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @example 1990-04-15
                     */
                    dofb: string;
                    remote_id?: string | number;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dofb: string;
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUserShow: {
        parameters: {
            query?: {
                remote_id?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: string;
                        cash_bonus: string;
                        created_at: string;
                        dofb: string | null;
                        email: string | null;
                        email_verified_at: string | null;
                        id: number;
                        name: string;
                        phone: string | null;
                        referral_code: string;
                        session_id: string;
                        username: string;
                        vip_coin: number;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUserwithdrawcheck: {
        parameters: {
            query?: {
                remote_id?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        missing: ("phone" | "birthday" | "turnover" | "balance")[];
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        /** @enum {string} */
                        error: "birthday" | "turnover" | "balance";
                        message: string;
                        missing: ("phone" | "birthday" | "turnover" | "balance")[];
                        /** @enum {boolean} */
                        success: false;
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postUsrForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    type: "email";
                    username: string;
                } | {
                    phone: string;
                    /** @enum {string} */
                    type: "sms";
                    username: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postUsrResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    otp: string;
                    password: string;
                    password_confirmation: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postV1CreatePlayers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    affiliate_code?: string | null;
                    agent_code?: string | null;
                    confirmPassword: string;
                    /**
                     * @default BDT
                     * @enum {string}
                     */
                    currency?: "BDT" | "INR" | "PKR";
                    /** Format: email */
                    email: string;
                    /** @default  */
                    name?: string;
                    password: string;
                    phone: string;
                    referral_code?: string | null;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active";
                    username: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        remote_id: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postVerifyPhoneNumber: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON body */
        requestBody: {
            content: {
                "application/json": {
                    verification_code: string;
                };
            };
        };
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getVipStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            level: {
                                benefits: string;
                                benefits_bn: string;
                                id: number;
                                min_turnover: string;
                                name: string;
                                name_bn: string;
                            };
                            lifetime_turnover: string;
                            min_convert: number;
                            next_level: {
                                benefits: string;
                                benefits_bn: string;
                                id: number;
                                min_turnover: string;
                                name: string;
                                name_bn: string;
                            } | null;
                            tiers: {
                                benefits: string;
                                benefits_bn: string;
                                id: number;
                                min_turnover: string;
                                name: string;
                                name_bn: string;
                            }[];
                            vip_coin: number;
                            vp_turnover: string;
                            vp_value: string;
                        };
                    };
                };
            };
            /** @description Refusal: bodyUnreadable */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: unauthenticated */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: requestTooLarge */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: invalidInput */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Refusal: tooManyRequests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        challenge?: {
                            difficulty: number;
                            token: string;
                        };
                        code?: string;
                        errors?: {
                            [key: string]: string;
                        };
                        message: string;
                        vars?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
}
