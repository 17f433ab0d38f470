import { formatDate } from '@realty/contracts/common/dates';
import type { ProMember } from '@realty/contracts/membership/refunds';
import { useProMembers } from '../api/admin-membership.ts';

/** Until when a member is Pro: the day, or "No end date" when staff granted it without one. */
const untilText = (member: ProMember) => (member.pro_until ? formatDate(member.pro_until) : 'No end date');

/** "Paid", or the marker of Pro granted by staff without a payment. */
function HowBadge({ member }: { member: ProMember }) {
  return member.granted_without_payment ? (
    <span className="inline-block whitespace-nowrap rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      Granted without payment
    </span>
  ) : (
    <span className="inline-block whitespace-nowrap rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      Paid
    </span>
  );
}

/**
 * "Pro members" of the back office's payments page (docs/product/payments.md, "Back office"): the
 * associates who are Pro (`GET /api/admin/memberships`), the soonest end first, each with until
 * when ("No end date" when granted without one), whether staff granted it without payment, and
 * the number of their last tax invoice. A table on wide screens, cards on phones.
 */
export function ProMembers() {
  const members = useProMembers();
  return (
    <section aria-labelledby="pro-members-heading" className="mt-10 scroll-mt-20" id="pro-members">
      <h2 id="pro-members-heading" className="mb-1 text-xl font-bold text-slate-900">
        Pro members
      </h2>
      <p className="mb-4 text-sm text-slate-600">Associates who are Pro now, the soonest end first.</p>
      {members.isPending ? (
        <p role="status">Loading...</p>
      ) : members.isError ? (
        <p role="alert" className="text-red-700">
          {members.error.message}
        </p>
      ) : members.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          No associate is Pro.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Pro members, the soonest end first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Associate
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Mobile
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Pro until
                  </th>
                  <th scope="col" className="px-3 py-3">
                    How
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Last invoice
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {members.data.data.map((member) => (
                  <tr key={member.ass_id} data-testid="pro-member-row">
                    <td className="px-3 py-3">
                      <span className="block text-slate-900">{member.name}</span>
                      <span className="block text-xs text-slate-500">{member.member_id}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{member.mobile}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-slate-900">{untilText(member)}</td>
                    <td className="px-3 py-3">
                      <HowBadge member={member} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 font-mono text-xs text-slate-700">{member.last_invoice_number ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Pro members, the soonest end first">
            {members.data.data.map((member) => (
              <li key={member.ass_id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="pro-member-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold text-slate-900">
                    {member.name} <span className="font-normal text-slate-500">{member.member_id}</span>
                  </p>
                  <HowBadge member={member} />
                </div>
                <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1 text-sm text-slate-700">
                  <dt className="text-slate-500">Pro until</dt>
                  <dd className="text-slate-900">{untilText(member)}</dd>
                  <dt className="text-slate-500">Mobile</dt>
                  <dd>{member.mobile}</dd>
                  <dt className="text-slate-500">Last invoice</dt>
                  <dd className="break-all font-mono text-xs leading-5">{member.last_invoice_number ?? '—'}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
