// The system notice (general.system_notice, HTML written by the operator). Sanitized with
// DOMPurify before it touches the page. This module is loaded lazily (see home-page.tsx) so
// DOMPurify stays out of the first paint.
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { setPopupFlags } from '../../lib/popup-flags.ts';

export function SystemNoticePopup({ html }: { html: string }) {
  const { t } = useTranslation('home');
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  const dismiss = () => setPopupFlags({ popup: false });
  return (
    <Dialog name="system-notice" title={t('systemNotice')} onClose={dismiss} footer={<Button onClick={dismiss}>{t('gotIt')}</Button>}>
      <div className="system-notice-html" dangerouslySetInnerHTML={{ __html: clean }} />
    </Dialog>
  );
}
