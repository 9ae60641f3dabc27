// The receipt upload area: an image, size-limited, previewed before it is sent.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkReceipt, RECEIPT_MAX_MB } from './rules.ts';

export function ReceiptInput({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const { t } = useTranslation('wallet');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') { setPreview(null); return; }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="receipt-input">
      <label>{t('receipt')}
        <input type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => {
          const f = e.target.files?.[0] ?? null;
          const problem = f ? checkReceipt(f) : null;
          setError(problem);
          onChange(problem ? null : f);
        }} />
      </label>
      {error && <p role="alert" className="field-error">{t(`errors:${error}`, { max: RECEIPT_MAX_MB })}</p>}
      {preview && <img src={preview} alt={t('receiptPreview')} className="receipt-preview" />}
    </div>
  );
}
