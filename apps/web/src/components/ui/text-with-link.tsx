import type { ReactNode } from 'react';

/**
 * A sentence of the text catalogue with one link inside, marked `<link>words</link>` so each
 * language puts the link where its word order needs it ("Open a lead from <link>My leads</link>
 * and …", Hindi "<link>मेरी लीड</link> से …"; docs/product/seo.md, "Hindi"). `link` draws the
 * linked words; a text without the mark is shown as it is.
 */
export function TextWithLink({ text, link }: { text: string; link: (words: string) => ReactNode }) {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) return <>{text}</>;
  const [, before = '', words = '', after = ''] = match;
  return (
    <>
      {before}
      {link(words)}
      {after}
    </>
  );
}
