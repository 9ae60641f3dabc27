// Know your customer. A player sends a document (a national ID card's two sides, or a passport) and a
// selfie; every image is checked whole (size, type from the bytes) before any is stored, under
// uploadDir/kyc with random names. One submission waits at a time (a unique index). Staff approve, or
// reject with a reason key the player reads in their language. The withdrawal gate and the name check
// live in withdrawal-gate.ts.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { kycSettings, kycSubmissions, users } from '../../db/schema/index.ts';
import { fail } from '../../lib/errors.ts';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money.ts';
import { notifyPlayer } from '../../services/notifications.ts';
import { recordStaffAction, type SignedStaffActor } from '../audit/record.ts';
import { checkImage, readImage, storeImage, type ImageRefusals } from '../../services/receipts.ts';
import { KYC_FILE_MAX_BYTES, type KycFile, type KycRejectReason, type KycState, type KycSubmission, type KycSubmitFields } from '../../../contracts/kyc.ts';

const FOLDER = 'kyc';
const RULES: ImageRefusals = { maxBytes: KYC_FILE_MAX_BYTES, tooLarge: 'kycFileTooLarge', invalid: 'kycFileInvalid' };

type Row = typeof kycSubmissions.$inferSelect;

export async function latestKyc(db: Db, userId: number): Promise<Row | undefined> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)).orderBy(desc(kycSubmissions.id)).limit(1);
  return row;
}

/** The approved submission of a player, if any (the newest one: a later approval replaces an older). */
export async function approvedKyc(db: Db, userId: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row;
}

export async function withdrawalThresholdPoisha(db: Db): Promise<number> {
  const [row] = await db.select({ p: kycSettings.withdrawalThresholdPoisha }).from(kycSettings).where(eq(kycSettings.id, 1));
  return row?.p ?? 0;
}

export async function setWithdrawalThreshold(db: Db, taka: number, actor: SignedStaffActor, now: Date): Promise<void> {
  const poisha = poishaFromTaka(taka);
  await db.transaction(async (tx) => {
    const before = await withdrawalThresholdPoisha(tx);
    await tx
      .insert(kycSettings)
      .values({ id: 1, withdrawalThresholdPoisha: poisha, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: kycSettings.id, set: { withdrawalThresholdPoisha: poisha, updatedAt: now, updatedBy: actor.id } });
    await recordStaffAction(tx, actor, {
      action: 'kyc.settings',
      objectType: 'kyc_settings',
      objectId: 1,
      before: { withdrawal_threshold_poisha: before },
      after: { withdrawal_threshold_poisha: poisha },
    });
  });
}

export async function kycState(db: Db, userId: number): Promise<KycState> {
  const [row, threshold] = await Promise.all([latestKyc(db, userId), withdrawalThresholdPoisha(db)]);
  return {
    status: row?.status ?? 'none',
    document_kind: row?.documentKind ?? null,
    full_name: row?.fullName ?? null,
    reject_reason: (row?.rejectReason as KycRejectReason | null | undefined) ?? null,
    submitted_at: row?.createdAt.toISOString() ?? null,
    withdrawal_threshold: takaFromPoisha(threshold),
  };
}

export interface KycUpload {
  fields: KycSubmitFields;
  front?: File;
  back?: File;
  selfie?: File;
}

/** A new submission. Refused while one waits or once approved; nothing is stored unless every image passes. */
export async function submitKyc(db: Db, uploadDir: string, userId: number, upload: KycUpload, now: Date): Promise<void> {
  const latest = await latestKyc(db, userId);
  if (latest?.status === 'pending') throw fail(409, 'kycAlreadyPending');
  if (latest?.status === 'approved') throw fail(409, 'kycAlreadyApproved');
  const passport = upload.fields.document_kind === 'passport';
  if (!upload.front) throw fail(422, 'kycFrontMissing');
  if (!passport && !upload.back) throw fail(422, 'kycBackMissing');
  if (!upload.selfie) throw fail(422, 'kycSelfieMissing');
  const front = await checkImage(upload.front, RULES);
  const back = passport ? null : await checkImage(upload.back!, RULES);
  const selfie = await checkImage(upload.selfie, RULES);
  const [frontPath, backPath, selfiePath] = await Promise.all([
    storeImage(uploadDir, FOLDER, front),
    back ? storeImage(uploadDir, FOLDER, back) : null,
    storeImage(uploadDir, FOLDER, selfie),
  ]);
  try {
    await db.insert(kycSubmissions).values({
      userId,
      documentKind: upload.fields.document_kind,
      fullName: upload.fields.full_name,
      documentNumber: upload.fields.document_number.toUpperCase(),
      frontPath,
      backPath,
      selfiePath,
      createdAt: now,
    });
  } catch (err) {
    // Two uploads at once: the unique index lets one wait; the other is told so.
    if (isUniqueViolation(err, 'kyc_submissions_one_pending')) throw fail(409, 'kycAlreadyPending');
    throw err;
  }
}

const fileAddress = (id: number, file: KycFile) => `/api/operator/kyc/${id}/files/${file}`;

function submissionView(row: Row, username: string, accountName: string): KycSubmission {
  return {
    id: row.id,
    user_id: row.userId,
    username,
    account_name: accountName,
    document_kind: row.documentKind,
    full_name: row.fullName,
    document_number: row.documentNumber,
    status: row.status,
    reject_reason: row.rejectReason as KycRejectReason | null,
    files: { front: fileAddress(row.id, 'front'), back: row.backPath ? fileAddress(row.id, 'back') : null, selfie: fileAddress(row.id, 'selfie') },
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

const withPlayer = (db: Db) =>
  db.select({ row: kycSubmissions, username: users.username, name: users.name }).from(kycSubmissions).innerJoin(users, eq(users.id, kycSubmissions.userId));

export async function kycQueue(db: Db, status: Row['status']): Promise<KycSubmission[]> {
  const found = await withPlayer(db)
    .where(eq(kycSubmissions.status, status))
    .orderBy(status === 'pending' ? kycSubmissions.id : desc(kycSubmissions.id))
    .limit(200);
  return found.map((f) => submissionView(f.row, f.username, f.name));
}

async function submissionOf(db: Db, id: number): Promise<KycSubmission> {
  const [found] = await withPlayer(db).where(eq(kycSubmissions.id, id));
  if (!found) throw fail(404, 'kycNotFound');
  return submissionView(found.row, found.username, found.name);
}

/**
 * Approves or rejects a waiting submission. The conditional UPDATE (status still pending) makes two
 * staff deciding at once decide it once; the second is told it was already decided.
 */
export async function decideKyc(
  db: Db,
  id: number,
  actor: SignedStaffActor,
  decision: { approve: true } | { approve: false; reason: KycRejectReason },
  now: Date,
): Promise<KycSubmission> {
  return db.transaction(async (tx) => {
    const status = decision.approve ? 'approved' : 'rejected';
    const [row] = await tx
      .update(kycSubmissions)
      .set({ status, rejectReason: decision.approve ? null : decision.reason, decidedBy: actor.id, decidedAt: now })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
      .returning();
    if (!row) {
      await submissionOf(tx, id);
      throw fail(409, 'kycNotPending');
    }
    await recordStaffAction(tx, actor, {
      action: decision.approve ? 'kyc.approve' : 'kyc.reject',
      objectType: 'kyc_submission',
      objectId: id,
      before: { status: 'pending' },
      after: decision.approve ? { status, full_name: row.fullName } : { status, reason: decision.reason },
    });
    await notifyPlayer(tx, { userId: row.userId, key: decision.approve ? 'notifyKycApproved' : 'notifyKycRejected', title: 'Verification', vars: {} });
    return submissionOf(tx, id);
  });
}

/** One photo's bytes, for the staff route only; null when there is no such photo. */
export async function kycFile(db: Db, uploadDir: string, id: number, file: KycFile): Promise<Uint8Array | null> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  const name = row ? { front: row.frontPath, back: row.backPath, selfie: row.selfiePath }[file] : null;
  return name ? readImage(uploadDir, FOLDER, name) : null;
}
