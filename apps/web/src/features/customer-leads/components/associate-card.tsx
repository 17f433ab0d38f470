import type { Lead } from '@realty/contracts/pipeline/leads';
import { MessageCircle, Phone, Search, UserRound } from 'lucide-react';
import { displayMobile, telHref, whatsAppHref } from '../utils/contact-links.ts';
import { useLeadWords } from './use-lead-words.ts';

/**
 * One search's "personal associate" (docs/product/pipeline.md, "Matching": once a lead is
 * accepted the customer sees the associate's name and mobile): the name, the mobile, a
 * `tel:` link 'Call {name}' and a WhatsApp link 'WhatsApp {name}' (wa.me, with a first message
 * naming the search). While the lead is offered or unassigned, or has no associate yet, it says
 * 'We are finding the right associate for you'. Texts in the page's language (docs/product/seo.md,
 * "Hindi"); the WhatsApp message too.
 */
export function AssociateCard({ lead }: { lead: Lead }) {
  const words = useLeadWords();
  const { t } = words;
  const associate = lead.associate;
  const about = words.searchName(lead);
  if (!associate || lead.status === 'offered' || lead.status === 'unassigned') {
    return (
      <article
        aria-label={t('associate.for', { about })}
        className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
      >
        <Search aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{t('associate.finding')}</p>
          <p className="mt-0.5 text-sm text-slate-600">{t('associate.forSearch', { about })}</p>
        </div>
      </article>
    );
  }
  const chat = whatsAppHref(associate.mobile, t('associate.whatsappText', { name: associate.name, about }));
  return (
    <article aria-label={t('associate.for', { about })} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          <UserRound className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="break-words text-base font-semibold text-slate-900">{associate.name}</p>
          <p className="text-sm text-slate-600">
            {displayMobile(associate.mobile)} · {about}
          </p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <a
          href={telHref(associate.mobile)}
          className="btn-primary px-3 py-2 text-sm"
          aria-label={t('associate.callName', { name: associate.name })}
        >
          <Phone aria-hidden="true" className="size-4" /> {t('associate.call')}
        </a>
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-[#1f7a45] px-3 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-[#17613a]"
            aria-label={t('associate.whatsappName', { name: associate.name })}
          >
            <MessageCircle aria-hidden="true" className="size-4" /> {t('associate.whatsapp')}
          </a>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The searches that get an associate card: every lead but the lost ones, newest first as the
 * API sends them (docs/product/pipeline.md, "Leads").
 */
export const leadsWithCards = (leads: readonly Lead[]) => leads.filter((lead) => lead.status !== 'lost');
