// Gallery: buttons in every variant, size and state.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, IconButton } from '../../components/button.tsx';
import { useSample } from './samples.ts';

export function ButtonsDemo() {
  const s = useSample();
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  return (
    <div className="demo-stack">
      <p className="state-label" lang="en">
        variants
      </p>
      <div className="demo-row">
        <Button>{s.deposit}</Button>
        <Button variant="secondary">{s.withdrawal}</Button>
        <Button variant="danger">{s.cancel}</Button>
        <Button variant="ghost">{s.edit}</Button>
      </div>
      <p className="state-label" lang="en">
        sizes: sm, md, lg
      </p>
      <div className="demo-row">
        <Button size="sm">{s.save}</Button>
        <Button size="md">{s.save}</Button>
        <Button size="lg">{s.save}</Button>
      </div>
      <p className="state-label" lang="en">
        loading keeps the width; disabled; with an icon
      </p>
      <div className="demo-row">
        <Button loading>{s.confirm}</Button>
        <Button loading loadingText={t('auth:login.submitting')}>
          {t('auth:login.submit')}
        </Button>
        <Button disabled>{s.confirm}</Button>
        <Button variant="secondary" icon="wallet">
          {s.deposit}
        </Button>
      </div>
      <p className="state-label" lang="en">
        press to load for two seconds
      </p>
      <Button
        block
        loading={loading}
        loadingText={t('auth:login.submitting')}
        onClick={() => {
          setLoading(true);
          setTimeout(() => setLoading(false), 2000);
        }}
      >
        {t('auth:login.submit')}
      </Button>
      <p className="state-label" lang="en">
        a link that looks like a button; icon buttons
      </p>
      <div className="demo-row">
        <ButtonLink href="/dev/components" variant="secondary">
          {s.history}
        </ButtonLink>
        <IconButton icon="menu" label={t('shell:openMenu')} />
        <IconButton icon="close" label={t('common:close')} />
        <IconButton icon="back" label={t('common:back')} />
      </div>
    </div>
  );
}
