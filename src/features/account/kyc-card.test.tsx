import { File as NodeFile } from 'node:buffer';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { KycCard } from './kyc-card.tsx';

const state = (over: Record<string, unknown> = {}) => ({
  data: { status: 'none', document_kind: null, full_name: null, reject_reason: null, submitted_at: null, withdrawal_threshold: 20000, ...over },
});

beforeEach(async () => {
  localStorage.clear();
  saveSession({ token: 'tok', remote_id: '42', username: 'player0001' });
  await i18n.changeLanguage('en');
});

describe('the identity card on the profile', () => {
  it('names the withdrawal amount that needs it and sends both sides of the card with a selfie', async () => {
    let sentOnce = false;
    const { sent } = stubFetch({
      'GET /api/kyc': () => ({ body: state(sentOnce ? { status: 'pending', document_kind: 'national_id', full_name: 'Rahim Uddin' } : {}) }),
      'POST /api/kyc': () => {
        sentOnce = true;
        return { status: 201, body: { message: 'Thank you. We will check your documents soon.', ...state({ status: 'pending' }) } };
      },
    });
    renderWithApp(<KycCard />);
    expect(await screen.findByText(/A withdrawal above ৳\s?20,000 needs a verified identity/)).toBeTruthy();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Full name'), 'Rahim Uddin');
    await u.type(screen.getByLabelText('Document number'), '19901234567');
    // Node's File, as the Node FormData the network stub reads takes only its own Blob.
    const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }) as unknown as File;
    await u.upload(screen.getByLabelText('Front of the card'), png);
    await u.upload(screen.getByLabelText('Back of the card'), png);
    await u.upload(screen.getByLabelText('Selfie (your face)'), png);
    await u.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(/waiting for review/, undefined, { timeout: 5000 })).toBeTruthy();
    const post = sent.find((s) => s.method === 'POST' && s.path === '/api/kyc')!;
    const form = post.body as FormData;
    expect([form.get('document_kind'), form.get('full_name'), form.get('document_number')]).toEqual(['national_id', 'Rahim Uddin', '19901234567']);
    expect(['front', 'back', 'selfie'].map((k) => (form.get(k) as File | null)?.size)).toEqual([4, 4, 4]);
  });

  it('shows a rejection reason in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubFetch({ 'GET /api/kyc': { body: state({ status: 'rejected', reject_reason: 'kycReasonExpired' }) } });
    renderWithApp(<KycCard />);
    expect(await screen.findByText('ডকুমেন্টের মেয়াদ শেষ হয়ে গেছে।')).toBeTruthy();
  });
});
