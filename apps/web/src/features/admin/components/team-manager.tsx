import { adminTeamInputSchema } from '@realty/contracts/admin/teams';
import type { TeamMember } from '@realty/contracts/content/list-teams';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useAdminTeams, useDeleteTeamMember, useRefreshContent, useReorderTeam, useSaveTeamMember } from '../api/admin-content.ts';
import { thumbnailUrl } from '../utils/format.ts';
import { ImageUploadButton } from './image-upload-button.tsx';

type Draft = { team_name: string; team_designation: string; team_social: string };

function MemberForm({ member, onSaved }: { member?: TeamMember; onSaved?: () => void }) {
  const save = useSaveTeamMember();
  const [draft, setDraft] = useState<Draft>({
    team_name: member?.team_name ?? '',
    team_designation: member?.team_designation ?? '',
    team_social: member?.team_social ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const prefix = member ? `team-${member.team_id}` : 'team-new';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = adminTeamInputSchema.safeParse(draft);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(
      { teamId: member?.team_id, body: checked.data },
      {
        onSuccess: (a) => {
          toast.success(a.message);
          if (!member) setDraft({ team_name: '', team_designation: '', team_social: '' });
          onSaved?.();
        },
        onError: (e) => toast.error(e.message),
      },
    );
  };
  const input = (name: keyof Draft, label: string, type = 'text') => (
    <div>
      <label htmlFor={`${prefix}-${name}`} className="label">
        {label}
      </label>
      <input
        id={`${prefix}-${name}`}
        type={type}
        className="input"
        value={draft[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] && <p className="mt-1 text-sm text-red-700">{errors[name]}</p>}
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      {input('team_name', 'Name')}
      {input('team_designation', 'Designation')}
      {input('team_social', 'Social link (https://…)', 'url')}
      <button type="submit" className="btn-primary" disabled={save.isPending}>
        {member ? 'Save' : 'Add member'}
        <span className="sr-only">{member ? ` ${member.team_name}` : ''}</span>
      </button>
    </form>
  );
}

/** The team page members (docs/product/back-office.md): add, edit, photo, social link, order, remove. */
export function TeamManager() {
  const teams = useAdminTeams();
  const reorder = useReorderTeam();
  const remove = useDeleteTeamMember();
  const refresh = useRefreshContent();
  const members = teams.data?.data ?? [];
  const move = (from: number, to: number) => {
    const ids = members.map((m) => m.team_id);
    const [id] = ids.splice(from, 1);
    if (id === undefined) return;
    ids.splice(to, 0, id);
    reorder.mutate(ids, { onSuccess: () => toast.success('Order saved.'), onError: (e) => toast.error(e.message) });
  };
  return (
    <section aria-labelledby="team-heading" className="flex flex-col gap-4">
      <h1 id="team-heading" className="text-2xl font-bold text-slate-900">
        Team
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="mb-3 font-semibold text-slate-900">Add a member</h2>
        <MemberForm />
      </div>
      {teams.isPending ? (
        <p role="status">Loading...</p>
      ) : teams.isError ? (
        <p role="alert" className="text-red-700">
          {teams.error.message}
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Team members in display order">
          {members.map((member, index) => (
            <li key={member.team_id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="mb-3 flex flex-wrap items-center gap-3">
                {member.team_profile_image ? (
                  <img
                    src={thumbnailUrl(member.team_profile_image)}
                    alt={member.team_name}
                    width={64}
                    height={48}
                    loading="lazy"
                    className="h-12 w-16 rounded object-cover"
                  />
                ) : (
                  <span className="flex h-12 w-16 items-center justify-center rounded bg-slate-100 text-xs text-slate-500">No photo</span>
                )}
                <p className="flex-1 font-semibold text-slate-900">
                  {index + 1}. {member.team_name}
                </p>
                <button
                  type="button"
                  className="btn-outline px-2 py-1"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, index - 1)}
                  aria-label={`Move ${member.team_name} up`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className="btn-outline px-2 py-1"
                  disabled={index === members.length - 1 || reorder.isPending}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${member.team_name} down`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <ImageUploadButton
                  label="Upload photo"
                  path={`/admin/teams/${member.team_id}/photo`}
                  field="photo"
                  onDone={() => {
                    void refresh('teams');
                    toast.success('Photo uploaded.');
                  }}
                />
                <button
                  type="button"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  onClick={() => {
                    if (window.confirm(`Remove ${member.team_name} from the team page?`))
                      remove.mutate(member.team_id, {
                        onSuccess: () => toast.success('Team member removed.'),
                        onError: (e) => toast.error(e.message),
                      });
                  }}
                >
                  Remove<span className="sr-only"> {member.team_name}</span>
                </button>
              </div>
              <MemberForm key={`${member.team_id}-${member.team_name}-${member.team_designation}-${member.team_social}`} member={member} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
