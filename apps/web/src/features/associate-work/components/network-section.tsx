import type { NetworkMember } from '@realty/contracts/pipeline/brokerage';
import { Network } from 'lucide-react';
import { useNetworkQuery } from '../api/associate-work-api.ts';
import { telHref } from '../utils/lead-facts.ts';
import { DashboardSection, EmptyState, ErrorState, RowsSkeleton } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';

function MemberItem({ member }: { member: NetworkMember }) {
  const { t, day } = useWorkWords();
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">{member.name}</p>
        <p className="text-sm text-slate-600">
          <span className="font-mono">{member.member_id}</span>
          {member.level === 2 ? <> · {t('network.under', { sponsor: member.sponsor_member_id })}</> : null} ·{' '}
          {t('network.joined', { date: day(member.joined_on) })}
        </p>
      </div>
      {member.level === 1 && member.mobile ? (
        <a href={telHref(member.mobile)} className="text-sm font-medium text-brand-700 hover:underline">
          {member.mobile}
        </a>
      ) : null}
    </li>
  );
}

/**
 * The "My network" section (docs/product/pipeline.md, "Deals and brokerage": `GET /api/associate/network`):
 * the members the associate sponsored (level 1, with their mobile) and the members they sponsored
 * in turn (level 2, without contact details), each with its count. Sponsor overrides come from their deals.
 */
export function NetworkSection() {
  const network = useNetworkQuery();
  const { t } = useWorkWords();
  const members = network.data?.data.members ?? [];
  const level1 = members.filter((m) => m.level === 1);
  const level2 = members.filter((m) => m.level === 2);
  return (
    <DashboardSection id="network" title={t('network.title')} icon={<Network aria-hidden="true" className="size-5 text-brand-700" />}>
      {network.isPending ? (
        <RowsSkeleton label={t('network.loading')} />
      ) : network.isError ? (
        <ErrorState error={network.error} title={t('network.loadError')} onRetry={() => void network.refetch()} />
      ) : members.length === 0 ? (
        <EmptyState title={t('network.emptyTitle')}>{t('network.emptyBody')}</EmptyState>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              {t('network.direct', { count: network.data.data.level_1_count.toLocaleString('en-IN') })}
            </h3>
            {level1.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('network.noneYet')}</p>
            ) : (
              <ul className="mt-1 divide-y divide-slate-100">
                {level1.map((m) => (
                  <MemberItem key={m.ass_id} member={m} />
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="text-base font-semibold text-slate-900">
              {t('network.theirs', { count: network.data.data.level_2_count.toLocaleString('en-IN') })}
            </h3>
            {level2.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t('network.noneYet')}</p>
            ) : (
              <ul className="mt-1 divide-y divide-slate-100">
                {level2.map((m) => (
                  <MemberItem key={m.ass_id} member={m} />
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </DashboardSection>
  );
}
