// The home screen's own call: payment method logos for the footer, from /api/payment-methods
// (the wallet area's contract). Both the manual methods and the e-wallet gateways have icons.
import { paymentMethodsResponseSchema } from '../../../contracts/wallet.ts';
import { getJson } from '../../lib/api.ts';

export interface PaymentLogo {
  name: string;
  icon: string;
}

export async function getPaymentLogos(): Promise<PaymentLogo[]> {
  const answer = await getJson(paymentMethodsResponseSchema, 'payment-methods');
  const seen = new Set<string>();
  return [...answer.data, ...(answer.ewallet?.pgs ?? [])].flatMap((m) => {
    if (!m.icon || seen.has(m.icon)) return [];
    seen.add(m.icon);
    return [{ name: m.name, icon: m.icon }];
  });
}
