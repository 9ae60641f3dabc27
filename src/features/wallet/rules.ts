// The wallet screens' local rules. Each check answers a message key of
// contracts/messages/wallet.ts (shown as t(`errors:${key}`)), in the order the product lists the
// checks, or null when all pass. The server applies the same rules again.
import { ACCOUNT_TYPE_HEADINGS, DEPOSIT_PHONE_LENGTH, RECEIPT_MAX_BYTES, TRX_ID_MIN_LENGTH, type AccountType } from '../../../contracts/wallet.ts';
import type { walletMessages } from '../../../contracts/messages/wallet.ts';

type Key = keyof typeof walletMessages;

/** Translation key of the make-payment heading: Send Money, Cash Out or Make Payment. */
export function accountTypeHeading(accountType: string): 'sendMoney' | 'cashOut' | 'makePayment' {
  const heading = ACCOUNT_TYPE_HEADINGS[accountType as AccountType] ?? (/^marchent$/i.test(accountType) ? 'Make Payment' : 'Send Money');
  return heading === 'Cash Out' ? 'cashOut' : heading === 'Make Payment' ? 'makePayment' : 'sendMoney';
}

const isAmount = (v: string) => v.trim() !== '' && Number(v) > 0;

export interface DepositChoice {
  amount: string;
  methodId: number | null;
  channelId: number | null;
}
export function checkDeposit(c: DepositChoice): Key | null {
  if (!isAmount(c.amount)) return 'depositAmountRequired';
  if (c.methodId === null) return 'depositMethodRequired';
  if (c.channelId === null) return 'depositChannelRequired';
  return null;
}

export function checkMakePayment(phone: string, transactionId: string): Key | null {
  if (!new RegExp(`^\\d{${DEPOSIT_PHONE_LENGTH}}$`).test(phone)) return 'depositPhoneInvalid';
  if (transactionId.trim().length < TRX_ID_MIN_LENGTH) return 'depositTrxIdShort';
  return null;
}

export interface WithdrawalChoice {
  amount: string;
  accountNumber: string;
  methodId: number | null;
  verifiedPhones: string[];
}
export function checkWithdrawal(c: WithdrawalChoice): Key | null {
  if (!isAmount(c.amount)) return 'withdrawAmountRequired';
  if (!c.accountNumber) return 'withdrawAccountRequired';
  if (!c.verifiedPhones.includes(c.accountNumber)) return 'accountNumberNotVerified';
  if (c.methodId === null) return 'withdrawMethodRequired';
  return null;
}

/** 01712345678 → 017*****678: enough to recognise, not enough to copy from a screenshot. */
export function maskNumber(n: string): string {
  if (n.length <= 6) return n;
  return `${n.slice(0, 3)}${'*'.repeat(n.length - 6)}${n.slice(-3)}`;
}

/** The receipt's type and size, checked before sending (the server checks the bytes again). */
export function checkReceipt(file: File): Key | null {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return 'receiptInvalid';
  if (file.size > RECEIPT_MAX_BYTES) return 'receiptTooLarge';
  return null;
}

export const RECEIPT_MAX_MB = RECEIPT_MAX_BYTES / 1024 / 1024;
