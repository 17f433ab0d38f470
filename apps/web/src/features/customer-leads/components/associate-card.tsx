import type { Lead } from '@realty/contracts/pipeline/leads';
import { MessageCircle, Phone, Search, UserRound } from 'lucide-react';
import { displayMobile, telHref, whatsAppHref } from '../utils/contact-links.ts';

/** What the card says while no associate has accepted the search (docs/product/pipeline.md, "Matching"). */
export const FINDING_ASSOCIATE = 'We are finding the right associate for you';

/** "Apartment in Varanasi": the search a card or line is about. */
export const searchName = (lead: Pick<Lead, 'category' | 'city'>) => `${lead.category} in ${lead.city}`;

/**
 * One search's "personal associate" (docs/product/pipeline.md, "Matching": once a lead is
 * accepted the customer sees the associate's name and mobile): the name, the mobile, a
 * `tel:` link 'Call {name}' and a WhatsApp link 'WhatsApp {name}' (wa.me, with a first message
 * naming the search). While the lead is offered or unassigned, or has no associate yet, it says
 * 'We are finding the right associate for you'.
 */
export function AssociateCard({ lead }: { lead: Lead }) {
  const associate = lead.associate;
  const about = searchName(lead);
  if (!associate || lead.status === 'offered' || lead.status === 'unassigned') {
    return (
      <article aria-label={`Associate for ${about}`} className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <Search aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{FINDING_ASSOCIATE}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            For your search: {about}. You will see their name and mobile here once they accept.
          </p>
        </div>
      </article>
    );
  }
  const chat = whatsAppHref(associate.mobile, `Hello ${associate.name}, this is about my property search: ${about}.`);
  return (
    <article aria-label={`Associate for ${about}`} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
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
        <a href={telHref(associate.mobile)} className="btn-primary px-3 py-2 text-sm" aria-label={`Call ${associate.name}`}>
          <Phone aria-hidden="true" className="size-4" /> Call
        </a>
        {chat ? (
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-[#1f7a45] px-3 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-[#17613a]"
            aria-label={`WhatsApp ${associate.name}`}
          >
            <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp
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
