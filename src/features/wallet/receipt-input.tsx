// The receipt upload area: an image, size-limited, previewed before it is sent. A real file input
// under a large labelled drop area (a 44 px target and more), so it works with a keyboard and with
// every phone's picker.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { useFormat } from '../../lib/use-format.ts';
import { checkReceipt, RECEIPT_MAX_MB } from './rules.ts';

export function ReceiptInput({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const { t } = useTranslation('wallet');
  const f = useFormat();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <div className="field receipt-input">
      <span className="field-label" aria-hidden="true">
        {t('receipt')}
      </span>
      <label className="receipt-drop" htmlFor={id}>
        <Icon name="upload" size={24} />
        <span>{file ? file.name : t('receiptChoose')}</span>
        <span className="field-hint">{t('receiptHint', { max: f.integer(RECEIPT_MAX_MB) })}</span>
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t('receipt')}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            const problem = picked ? checkReceipt(picked) : null;
            setError(problem);
            onChange(problem ? null : picked);
          }}
        />
      </label>
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {t(`errors:${error}`, { max: f.integer(RECEIPT_MAX_MB) })}
        </p>
      )}
      {preview && <img src={preview} alt={t('receiptPreview')} className="receipt-preview" />}
    </div>
  );
}
