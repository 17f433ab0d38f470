import { notAllowedMessage } from '@realty/contracts/common/text';
import { CONTACT_MESSAGES } from '@realty/contracts/content/create-contact';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';
import messagesEn from '../texts/messages.en.json';
import { ContactForm } from './contact-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm(language: Language) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18nFor(language)}>
        <ContactForm />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** Answers `POST /api/admin/contacts` with `status` and `body`; returns the bodies sent. */
function mockContact(status: number, body: unknown): unknown[] {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('contact form messages (docs/product/content.md "Contact page"; docs/product/seo.md, "Hindi")', () => {
  it('has Hindi for every message of the spec the form can show', () => {
    const spec = [...Object.values(CONTACT_MESSAGES), ...['Name', 'Email', 'Phone', 'Message'].map(notAllowedMessage)];
    expect(Object.keys(messagesEn).sort()).toEqual([...spec].sort());
    const hindi = i18nFor('hi');
    for (const message of spec) expect(hindi.t(message, { ns: 'messages' }), message).toMatch(/[\u0900-\u097F]/);
  });
});

describe('contact form in Hindi', { timeout: 30_000 }, () => {
  it('labels the fields in Hindi and shows the spec’s validation messages in Hindi', async () => {
    const sent = mockContact(201, { success: true, message: CONTACT_MESSAGES.success });
    renderForm('hi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('पूरा नाम'), 'A');
    await user.type(screen.getByLabelText('ईमेल'), 'rahul@example.com');
    await user.type(screen.getByLabelText('फ़ोन'), '12345');
    await user.click(screen.getByRole('radio', { name: 'प्रॉपर्टी खरीदार' }));
    await user.type(screen.getByLabelText('संदेश'), 'छोटा');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('कृपया अपना पूरा नाम लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया सही फ़ोन नंबर लिखें।')).toBeInTheDocument();
    expect(screen.getByText('कृपया 10 से 2000 अक्षरों का संदेश लिखें।')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the spec’s values and shows the server’s thanks in Hindi', async () => {
    const sent = mockContact(201, { success: true, message: CONTACT_MESSAGES.success });
    renderForm('hi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('पूरा नाम'), 'Rahul Srivastava');
    await user.type(screen.getByLabelText('ईमेल'), 'rahul@example.com');
    await user.type(screen.getByLabelText('फ़ोन'), '94150 12345');
    await user.click(screen.getByRole('radio', { name: 'बिल्डर' }));
    await user.type(screen.getByLabelText('संदेश'), 'सिगरा के पास 2BHK चाहिए, शाम को फ़ोन करें।');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('धन्यवाद! हमारी टीम 24 घंटे के भीतर आपको फ़ोन करेगी।')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        con_name: 'Rahul Srivastava',
        con_email: 'rahul@example.com',
        con_phone: '+919415012345',
        con_type: 'Builder',
        con_message: 'सिगरा के पास 2BHK चाहिए, शाम को फ़ोन करें।',
      },
    ]);
  });

  it('shows the server’s refusal in Hindi', async () => {
    mockContact(429, { success: false, code: 'RATE_LIMITED', message: CONTACT_MESSAGES.tooMany });
    renderForm('hi');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('पूरा नाम'), 'Rahul Srivastava');
    await user.type(screen.getByLabelText('ईमेल'), 'rahul@example.com');
    await user.type(screen.getByLabelText('फ़ोन'), '9415012345');
    await user.click(screen.getByRole('radio', { name: 'एसोसिएट' }));
    await user.type(screen.getByLabelText('संदेश'), 'Please call me this evening.');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('आपने थोड़े ही समय में कई संदेश भेज दिए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।')).toBeInTheDocument();
  });
});

describe('contact form in English', { timeout: 30_000 }, () => {
  it('keeps the English labels and messages', async () => {
    mockContact(201, { success: true, message: CONTACT_MESSAGES.success });
    renderForm('en');
    const user = userEvent.setup();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "I'm a" })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'A');
    await user.type(screen.getByLabelText('Email'), 'rahul@example.com');
    await user.type(screen.getByLabelText('Phone'), '9415012345');
    await user.click(screen.getByRole('radio', { name: 'Property Seeker' }));
    await user.type(screen.getByLabelText('Message'), 'Please call me this evening.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.con_name)).toBeInTheDocument();
  });
});
