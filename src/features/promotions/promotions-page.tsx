// /promotions: category tabs that filter the cards (the product's category ids; hidden
// categories get no tab), cards, and the Details popup. On a desktop: the banner carousel, the
// category strip (7 wide, 4 below 1024 px, 3 below 600, 2 below 480) and Sign Up Now on each card.
// /promotions?id=N opens that promotion's terms at once (the deposit form links there). Guests see it
// too (the desktop top nav links here for everyone; the calls are public).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PROMOTION_CATEGORIES, type Promotion } from '../../../contracts/promotions.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReadState } from '../../components/read-state.tsx';
import { SkeletonList } from '../../components/skeleton.tsx';
import { Tabs } from '../../components/tabs.tsx';
import { useIsMobile } from '../../lib/use-media-query.ts';
import { useRead } from '../../lib/use-read.ts';
import { getPromotion, getPromotions } from './api.ts';
import { PromoCarousel } from './promo-carousel.tsx';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionDetails } from './promotion-details.tsx';
import './promotions.css';

const ALL = 'all';
const VISIBLE = PROMOTION_CATEGORIES.filter((c) => !c.hidden);

export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const mobile = useIsMobile();
  const search = useSearch();
  const read = useRead('promotions', getPromotions);
  const promotions = read.data;
  const [category, setCategory] = useState<string>(ALL);
  const [open, setOpen] = useState<Promotion | null>(null);
  // ?id=N opens that promotion's terms once it is read; closed, it stays closed until the address names another.
  const id = Number(new URLSearchParams(search).get('id'));
  const linkedId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const linked = useRead(linkedId === null ? null : `promotions:${linkedId}`, () => getPromotion(linkedId as number));
  const [closedLink, setClosedLink] = useState<number | null>(null);
  const details = open ?? (linkedId !== closedLink ? (linked.data ?? null) : null);

  const items = [{ key: ALL, label: t('categories.all') }, ...VISIBLE.map((c) => ({ key: String(c.id), label: t(`categories.${c.key}`) }))];
  const shown = (promotions ?? []).filter((p) => category === ALL || String(p.category) === category);
  return (
    <Page width="wide" screen="PromotionsPage" className="promotions-page">
      <PageHeader title={t('title')} back="history" />
      {!mobile && promotions && <PromoCarousel promotions={promotions} onOpen={setOpen} />}
      <Tabs
        label={t('categoriesLabel')}
        variant="pill"
        active={category}
        onChange={setCategory}
        items={items}
        className={mobile ? 'promo-tabs' : 'promo-strip'}
      />
      <ReadState
        read={read}
        skeleton={<SkeletonList rows={3} label={t('loading')} />}
        empty={<EmptyState title={t('empty')} icon="gift" />}
        isEmpty={() => shown.length === 0}
      >
        <div className="promo-grid">
          {shown.map((p) => (
            <PromotionCard key={p.id} promotion={p} desktop={!mobile} onDetails={() => setOpen(p)} />
          ))}
        </div>
      </ReadState>
      {details && (
        <PromotionDetails
          promotion={details}
          onClose={() => {
            setOpen(null);
            setClosedLink(linkedId);
          }}
        />
      )}
    </Page>
  );
}
