// The system notice (general.system_notice, HTML written by the operator). Sanitized with
// DOMPurify before it touches the page. This module is loaded lazily (see home-page.tsx) so
// DOMPurify stays out of the first paint.
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal.tsx';
import { setPopupFlags } from '../../lib/popup-flags.ts';

export function SystemNoticePopup({ html }: { html: string }) {
  const { t } = useTranslation('home');
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  const dismiss = () => setPopupFlags({ popup: false });
  return (
    <Modal name="system-notice" title={t('systemNotice')} onClose={dismiss}
      footer={<button type="button" className="btn btn-primary" onClick={dismiss}>{t('gotIt')}</button>}>
      <div className="system-notice-html" dangerouslySetInnerHTML={{ __html: clean }} />
    </Modal>
  );
}
