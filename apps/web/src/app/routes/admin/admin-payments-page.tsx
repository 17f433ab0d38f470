import type { StaffMember } from '@realty/contracts/admin/staff';
import { InvoicesAndCreditNotes } from '../../../features/admin/components/invoices-and-credit-notes.tsx';
import { MembershipOrders } from '../../../features/admin/components/membership-orders.tsx';
import { PaymentsToVerify, ProPriceForm } from '../../../features/admin/components/payments-to-verify.tsx';
import { ProMembers } from '../../../features/admin/components/pro-members.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The sections further down the page, as jump links under the heading (the page is long on a phone). */
const SECTIONS = [
  { href: '#orders', label: 'Orders' },
  { href: '#pro-members', label: 'Pro members' },
  { href: '#invoices', label: 'Invoices and credit notes' },
] as const;

/**
 * `/admin/payments` (docs/product/payments.md, "Screens", "Back office"): the UPI payments to
 * verify, then every order with its refund, the Pro members, the month's invoices and credit
 * notes with the CSV for the GST return, and (admins only) the Pro price. Links under the heading
 * jump to each section.
 */
export default function AdminPaymentsPage({ staff }: { staff: StaffMember }) {
  usePageTitle('Payments to verify');
  const sections = staff.staff_role === 'admin' ? [...SECTIONS, { href: '#pro-price-heading', label: 'Pro price' }] : SECTIONS;
  const jumps = (
    <nav aria-label="On this page" className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {sections.map((section) => (
          <li key={section.href}>
            <a
              href={section.href}
              className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <>
      <PaymentsToVerify nav={jumps} />
      <MembershipOrders />
      <ProMembers />
      <InvoicesAndCreditNotes />
      {staff.staff_role === 'admin' && <ProPriceForm />}
    </>
  );
}
