import { useState } from 'react';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { FAQ_TABS } from '../content/pages.ts';
import { useLocalise, useMarketingTexts } from '../texts.ts';

/**
 * The FAQ page tabs For Clients, For Associates, For Builders (docs/product/content.md "FAQs page"):
 * choosing a tab shows its questions with the first one open; one answer open at a time and
 * clicking the open one closes it (§4).
 */
export function FaqTabs() {
  const t = useMarketingTexts();
  const local = useLocalise();
  const [tab, setTab] = useState<string>(FAQ_TABS[0]?.id ?? 'clients');
  return (
    <Tabs
      label={t('faqTabs.label')}
      selectedId={tab}
      onSelect={setTab}
      items={FAQ_TABS.map((group) => ({
        id: group.id,
        label: local(group).label,
        // a new key per tab remounts the accordion, so the tab opens on its first question
        panel: <Accordion key={group.id} items={group.entries.map(local)} initiallyOpen={0} />,
      }))}
    />
  );
}
