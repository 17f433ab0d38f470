import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { FieldError } from './field-error.tsx';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import { LoadingBlock } from './loading-block.tsx';
import { OtpInput } from './otp-input.tsx';
import { Pagination } from './pagination.tsx';
import { NoImage } from './responsive-image.tsx';

// docs/product/seo.md, "Hindi": the shared parts speak the page's language.
const inHindi = (ui: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18nFor('hi')}>
      <MemoryRouter basename="/hi" initialEntries={['/hi/blogs']}>
        {ui}
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('shared interface parts in Hindi', () => {
  it('writes the known listing statuses in Hindi and others as given', () => {
    inHindi(
      <>
        <ListingStatusBadge status="Available" />
        <ListingStatusBadge status="not available" />
        <ListingStatusBadge status="Sold" />
        <ListingStatusBadge status="Booked" />
      </>,
    );
    expect(screen.getByText('उपलब्ध')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('उपलब्ध नहीं')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByText('बिक चुकी')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('Booked')).toHaveAttribute('data-tone', 'grey');
  });

  it('keeps pagination links in Hindi and names them in Hindi', () => {
    inHindi(<Pagination page={2} pageCount={3} hrefFor={(page) => `/blogs?page=${page}`} />);
    expect(screen.getByRole('navigation', { name: 'पेज नंबर' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पेज 3' })).toHaveAttribute('href', '/hi/blogs?page=3');
    expect(screen.getByRole('link', { name: 'अगला' })).toHaveAttribute('rel', 'next');
  });

  it('translates a field error from the messages catalogue, and shows an unknown one as it came', () => {
    inHindi(
      <>
        <FieldError id="a" message="Something went wrong. Please try again." />
        <FieldError id="b" message="Pincode must be 6 digits" />
      </>,
    );
    expect(document.getElementById('a')).not.toHaveTextContent('Something went wrong');
    expect(document.getElementById('a')?.textContent).toMatch(/[\u0900-\u097F]/);
    expect(document.getElementById('b')).toHaveTextContent('Pincode must be 6 digits');
  });

  it('names loading, missing photos and the OTP boxes in Hindi', () => {
    inHindi(
      <>
        <LoadingBlock />
        <NoImage />
        <OtpInput value={['', '', '', '', '', '']} onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
    expect(screen.getByRole('img', { name: 'फ़ोटो नहीं है' })).toBeInTheDocument();
    expect(screen.getByText('आपके मोबाइल पर भेजा गया 6 अंकों का OTP डालें')).toBeInTheDocument();
    expect(screen.getByLabelText('6 में से अंक 2')).toBeInTheDocument();
  });
});
