import { Building2, Handshake, type LucideIcon, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useAuthTexts } from '../texts.ts';

/**
 * A choice of the role chooser and where it leads (docs/product/accounts.md "Role chooser"); its
 * name and line are the `roles.{value}.label` and `roles.{value}.text` texts ('Property Seeker',
 * 'Associate', 'Builders'), in the page's language.
 */
type RoleChoice = { value: 'seeker' | 'associate' | 'builder'; path: string; icon: LucideIcon };

/** The three choices in the spec's order; Property Seeker first and selected at first. */
export const ROLE_CHOICES: readonly RoleChoice[] = [
  { value: 'seeker', path: PATHS.registerUser, icon: Search },
  { value: 'associate', path: PATHS.registerAssociate, icon: Handshake },
  { value: 'builder', path: PATHS.registerBuilder, icon: Building2 },
];

/**
 * Where the Builders choice leads (docs/product/builders.md, "Account"): /builderdashboard for a
 * signed-in builder, else /registerbuilder.
 */
export function builderEntryPath(role: string | null | undefined): string {
  return role === 'builder' ? PATHS.builderDashboard : PATHS.registerBuilder;
}

/**
 * The role chooser (docs/product/accounts.md): heading 'Who are you?' (given by the page), radio options
 * Property Seeker, Associate and Builders; 'Next' and the 'Create an account' link both go to
 * /registeruser, /registerassociate or, for Builders, {@link builderEntryPath} (docs/product/builders.md).
 * Texts in the page's language (docs/product/seo.md, "Hindi").
 */
export function RoleChooser() {
  const t = useAuthTexts();
  const navigate = useNavigate();
  const { user } = useSession();
  const [choice, setChoice] = useState<RoleChoice['value']>('seeker');
  const chosen = ROLE_CHOICES.find((c) => c.value === choice) ?? ROLE_CHOICES[0];
  const target = chosen?.value === 'builder' ? builderEntryPath(user?.role) : (chosen?.path ?? PATHS.registerUser);

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(target);
  };

  return (
    <form onSubmit={next} className="space-y-5">
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('roles.legend')}</legend>
        {ROLE_CHOICES.map((option) => {
          const Icon = option.icon;
          const isChecked = option.value === choice;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer items-center gap-4 rounded-xl border-2 p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                isChecked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-200'
              }`}
            >
              <input
                type="radio"
                name="role"
                value={option.value}
                checked={isChecked}
                onChange={() => setChoice(option.value)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{t(`roles.${option.value}.label`)}</span>
                <span className="block text-sm text-slate-600">{t(`roles.${option.value}.text`)}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <button type="submit" className="btn-primary w-full">
        {t('roles.next')}
      </button>
      <p className="text-center text-sm">
        <Link to={target} className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t('common.createAccount')}
        </Link>
      </p>
      <div className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        <p>{t('roles.alreadyRegistered')}</p>
        <p className="mt-1 flex flex-wrap justify-center gap-x-4 gap-y-1">
          <Link to={PATHS.signInUser} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t('common.signInAsCustomer')}
          </Link>
          <Link to={PATHS.signInAssociate} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t('common.signInAsAssociate')}
          </Link>
          <Link to={PATHS.signInBuilder} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t('common.signInAsBuilder')}
          </Link>
        </p>
      </div>
    </form>
  );
}
