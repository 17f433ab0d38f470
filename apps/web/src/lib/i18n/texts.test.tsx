import { render, screen } from '@testing-library/react';
import { I18nextProvider, Trans } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './i18n.ts';
import { defineTexts, useLanguage } from './texts.ts';

const useSampleTexts = defineTexts(
  'texts-test',
  { greeting: 'Welcome', homes_one: '{{count}} home', homes_other: '{{count}} homes', sentTo: 'Sent to <strong>{{mobile}}</strong>' },
  { greeting: 'स्वागत है', homes_one: '{{count}} घर', homes_other: '{{count}} घर', sentTo: '<strong>{{mobile}}</strong> पर भेजा गया' },
);

function Sample({ count }: { count: number }) {
  const t = useSampleTexts();
  return (
    <div>
      <p>
        {useLanguage()}: {t('greeting')} / {t('greeting')}
      </p>
      <p>{t('homes', { count })}</p>
      <p data-testid="trans">
        <Trans t={t as never} i18nKey="sentTo" values={{ mobile: '98765 43210' }} components={{ strong: <strong /> }} />
      </p>
    </div>
  );
}

/** {@link Sample} under the provider of `language`, as app/providers.tsx places it. */
const renderIn = (language: 'en' | 'hi', count: number) =>
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <Sample count={count} />
    </I18nextProvider>,
  );

describe('defineTexts (docs/product/seo.md, "Hindi")', () => {
  it('reads texts in the language of the nearest provider, remembered or not, with values and plurals', () => {
    const { unmount } = render(<Sample count={1} />);
    expect(screen.getByText('en: Welcome / Welcome')).toBeTruthy();
    expect(screen.getByText('1 home')).toBeTruthy();
    unmount();

    const hindi = renderIn('hi', 3);
    expect(screen.getByText('hi: स्वागत है / स्वागत है')).toBeTruthy();
    expect(screen.getByText('3 घर')).toBeTruthy();
    expect(screen.getByTestId('trans').innerHTML).toBe('<strong>98765 43210</strong> पर भेजा गया');
    hindi.unmount();

    // the English texts remembered before are still English, and a new count is counted again
    renderIn('en', 7);
    expect(screen.getByText('en: Welcome / Welcome')).toBeTruthy();
    expect(screen.getByText('7 homes')).toBeTruthy();
    expect(screen.getByTestId('trans').innerHTML).toBe('Sent to <strong>98765 43210</strong>');
  });
});
