// Read models for the player's screens: payment methods, in the spec's wire shapes (promotions are
// their own area: server/services/promotions.ts).
import type { PaymentMethod } from '../../contracts/wallet.ts';


export function methodsToWire(methods: Record<string, string>[]): PaymentMethod[] {
  return methods.map((m) => ({ id: Number(m.id), name: m.name, icon: m.icon, status: 'active', account_type: m.account_type as PaymentMethod['account_type'] }));
}
