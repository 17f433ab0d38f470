import { useState } from 'react';
import { Accordion } from '../../../components/ui/accordion.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { FAQ_TABS } from '../content/pages.ts';

/**
 * The FAQ page tabs For Clients, For Associates, For Builders (docs/product/content.md "FAQs page"):
 * choosing a tab shows its questions with the first one open; one answer open at a time and
 * clicking the open one closes it (§4).
 */
export function FaqTabs() {
  const [tab, setTab] = useState<string>(FAQ_TABS[0]?.id ?? 'clients');
  return (
    <Tabs
      label="Questions by audience"
      selectedId={tab}
      onSelect={setTab}
      items={FAQ_TABS.map((t) => ({
        id: t.id,
        label: t.label,
        // a new key per tab remounts the accordion, so the tab opens on its first question
        panel: <Accordion key={t.id} items={t.entries} initiallyOpen={0} />,
      }))}
    />
  );
}
