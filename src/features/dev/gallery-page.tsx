// /dev/components: every shared component in every state, in English and Bangla side by side, in
// light and dark, for developers (docs/decisions/0030). Public but linked from nowhere. The browser
// test opens it at three widths and checks that the Bangla panels print no Latin digit.
import { useState, type ComponentType } from 'react';
import { Page } from '../../components/page.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import type { Language } from '../../lib/i18n.ts';
import { ButtonsDemo } from './demo-actions.tsx';
import { BadgesDemo, EmptyLoadingDemo, NumbersDemo } from './demo-feedback.tsx';
import { AmountDemo, ChoicesDemo, FieldsDemo } from './demo-forms.tsx';
import { LayoutDemo } from './demo-layout.tsx';
import { HeaderTabsDemo, ListCardDemo } from './demo-navigation.tsx';
import { OverlaysDemo } from './demo-overlays.tsx';
import { TableDemo } from './demo-table.tsx';
import { Specimen, type GalleryTheme } from './specimen.tsx';
import './gallery.css';

interface Section {
  id: string;
  title: string;
  Demo: ComponentType;
  wide?: boolean;
}

const SECTIONS: Section[] = [
  { id: 'buttons', title: 'Buttons (button.tsx)', Demo: ButtonsDemo },
  { id: 'fields', title: 'Form fields (form-field.tsx)', Demo: FieldsDemo },
  { id: 'choices', title: 'Select, checkbox, segmented control', Demo: ChoicesDemo },
  { id: 'amount', title: 'Amount input with quick amounts (amount-input.tsx)', Demo: AmountDemo },
  { id: 'header-tabs', title: 'Page header and tabs', Demo: HeaderTabsDemo },
  { id: 'list-card', title: 'Card, list rows, money', Demo: ListCardDemo },
  { id: 'badges', title: 'Badges and notices', Demo: BadgesDemo },
  { id: 'empty-loading', title: 'Empty state and skeletons', Demo: EmptyLoadingDemo },
  { id: 'numbers', title: 'Numbers, times, countdown, toast (lib/format.ts)', Demo: NumbersDemo },
  { id: 'table', title: 'Data table and text area (data-table.tsx, form-field.tsx)', Demo: TableDemo },
  { id: 'overlays', title: 'Dialog and bottom sheet', Demo: OverlaysDemo },
  { id: 'layout', title: 'Three-column layout (the exchange on a desktop)', Demo: LayoutDemo, wide: true },
];

type LanguageChoice = 'both' | Language;
type ThemeChoice = 'both' | GalleryTheme;

export function GalleryPage() {
  const [languageChoice, setLanguageChoice] = useState<LanguageChoice>('both');
  const [themeChoice, setThemeChoice] = useState<ThemeChoice>('light');
  const languages: Language[] = languageChoice === 'both' ? ['en', 'bn'] : [languageChoice];
  const themes: GalleryTheme[] = themeChoice === 'both' ? ['light', 'dark'] : [themeChoice];
  return (
    <Page width="wide" screen="GalleryPage" className="gallery" labelledBy="gallery-title">
      {/* The gallery's own words are English for developers; each specimen panel carries its own language. */}
      <div lang="en">
        <PageHeader titleId="gallery-title" title="Component gallery" subtitle="src/components · docs/decisions/0030-design-system.md" />
        <div className="gallery-controls">
          <SegmentedControl
            label="Languages"
            showLabel
            value={languageChoice}
            onChange={setLanguageChoice}
            options={[
              { value: 'both', label: 'Side by side' },
              { value: 'en', label: 'English' },
              { value: 'bn', label: 'বাংলা' },
            ]}
          />
          <SegmentedControl
            label="Theme"
            showLabel
            value={themeChoice}
            onChange={setThemeChoice}
            options={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
              { value: 'both', label: 'Both' },
            ]}
          />
        </div>
        <nav className="gallery-toc" aria-label="Sections">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`}>
              {s.title.replace(/ \(.*\)$/, '')}
            </a>
          ))}
        </nav>
        {SECTIONS.map((s) => (
          <Specimen key={s.id} id={s.id} title={s.title} Demo={s.Demo} languages={languages} themes={themes} wide={s.wide} />
        ))}
      </div>
    </Page>
  );
}
