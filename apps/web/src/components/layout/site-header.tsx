import { ChevronDown, LayoutDashboard, LogOut, Menu, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { BUSINESS } from '../../config/business.ts';
import { PATHS } from '../../config/paths.ts';
import { localisedPath } from '../../lib/i18n/i18n.ts';
import { useLanguage } from '../../lib/i18n/texts.ts';
import { dashboardPathOf, headerNameOf, logout, useSession } from '../../lib/session.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { isNavEntryActive, NAV_ENTRIES, NAV_SECTIONS, type NavEntry, SERVICE_LINKS } from './nav-items.ts';
import { useLayoutTexts } from './texts.ts';
import { useActiveSection } from './use-active-section.ts';
import { useHoverDisclosure } from './use-hover-disclosure.ts';

const linkBase = 'rounded-md px-3 py-2 text-[15px] font-medium transition';
const linkClass = (isActive: boolean) =>
  `${linkBase} ${isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700'}`;

/** The brand mark and name, linking home. */
function Logo({ onClick }: { onClick?: () => void }) {
  const t = useLayoutTexts();
  return (
    <Link
      to={PATHS.home}
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-md"
      aria-label={t('header.homeLink', { name: BUSINESS.name })}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#135a57" />
        <path d="M7 16 16 8l9 8v9a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z" fill="#f4b942" />
      </svg>
      <span className="text-lg font-extrabold tracking-tight text-brand-800">{BUSINESS.name}</span>
    </Link>
  );
}

/** The 'Our Services' dropdown of the desktop header. */
function ServicesDropdown({ isActive }: { isActive: boolean }) {
  const t = useLayoutTexts();
  const menuId = useId();
  const { isOpen, close, containerProps, buttonProps } = useHoverDisclosure();
  return (
    <div className="relative" {...containerProps}>
      <button type="button" aria-controls={menuId} className={`${linkClass(isActive)} inline-flex items-center gap-1`} {...buttonProps}>
        {t('nav.services')}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        className="absolute left-0 top-full z-40 mt-1 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        {SERVICE_LINKS.map((link) => (
          <li key={link.to}>
            <RouterNavLink to={link.to} onClick={close} className={({ isActive: on }) => `block ${linkClass(on)}`}>
              {t(link.textKey)}
            </RouterNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Stands where 'Register Now' or the name chip goes while the session is not known: a quiet
 * block of the same size, hidden from assistive technology, so the header does not jump.
 */
function AccountPlaceholder({ className }: { className: string }) {
  return <span aria-hidden="true" data-account-placeholder="" className={`block bg-slate-100 ${className}`} />;
}

/** The signed-in chip with 'Dashboard' and 'Logout' (docs/product/catalogue.md, docs/product/accounts.md). */
function UserMenu({ name, dashboardHref, onLogout }: { name: string; dashboardHref: string; onLogout: () => void }) {
  const t = useLayoutTexts();
  const menuId = useId();
  const { isOpen, close, containerProps, buttonProps } = useHoverDisclosure();
  return (
    <div className="relative" {...containerProps}>
      <button
        type="button"
        aria-controls={menuId}
        aria-label={t('header.accountMenu', { name })}
        className="inline-flex max-w-56 items-center gap-2 rounded-full border border-brand-200 bg-brand-50 py-1.5 pl-1.5 pr-3 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        {...buttonProps}
      >
        <span aria-hidden="true" className="inline-flex size-7 items-center justify-center rounded-full bg-brand-700 text-white">
          <UserRound className="size-4" />
        </span>
        <span className="truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 top-full z-40 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
      >
        <li>
          <a href={dashboardHref} onClick={close} className={`flex items-center gap-2 ${linkClass(false)}`}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('header.dashboard')}
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              onLogout();
            }}
            className={`flex w-full items-center gap-2 text-left ${linkClass(false)}`}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The site header (docs/product/catalogue.md "Header and navigation"): logo home; About Us, Our
 * Services (dropdown), Properties, Associate Membership, Blogs, FAQs, Contact Us, the current
 * entry highlighted by path or by the section in view; 'Register Now' when signed out, the
 * name chip with Dashboard / Logout when signed in, and a neutral placeholder of the same size
 * while the session is not known yet (a page drawn on the server, until the browser has read
 * it), so neither is ever shown wrongly. Below the xl breakpoint a menu button (aria-expanded)
 * opens the same links; it closes on choosing a link, on Escape or on logout. The language switch
 * ("हिन्दी" / "English", {@link LanguageSwitch}) sits beside the account controls on desktops and
 * at the end of the phone menu (docs/product/seo.md, "Hindi"); every text follows the page's language.
 */
export function SiteHeader() {
  const t = useLayoutTexts();
  const language = useLanguage();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, loginType, isKnown } = useSession();
  const activeSection = useActiveSection(NAV_SECTIONS, pathname);
  const [isMenuOpen, setMenuOpen] = useState(false);
  const mobileMenuId = useId();

  // the phone menu closes on a move to another page; no update when it is closed, so taking over
  // the server's page schedules no redraw of the header
  const menuOpen = useRef(isMenuOpen);
  menuOpen.current = isMenuOpen;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the menu
  useEffect(() => {
    if (menuOpen.current) setMenuOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  const onLogout = async () => {
    setMenuOpen(false);
    await logout();
    navigate(PATHS.home);
  };

  const isActive = (entry: NavEntry) => isNavEntryActive(entry, pathname, activeSection);
  const name = user ? headerNameOf(user) : '';
  const dashboardHref = localisedPath(user ? dashboardPathOf(user.role, loginType) : PATHS.home, language);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('header.mainNav')} className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {NAV_ENTRIES.map((entry) => (
              <li key={entry.label}>
                {'children' in entry ? (
                  <ServicesDropdown isActive={isActive(entry)} />
                ) : (
                  <Link to={entry.to} aria-current={isActive(entry) ? 'page' : undefined} className={linkClass(isActive(entry))}>
                    {t(entry.textKey)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden xl:inline-flex" />
          <div className="hidden xl:block">
            {!isKnown ? (
              <AccountPlaceholder className="h-10 w-36 rounded-full" />
            ) : user ? (
              <UserMenu name={name} dashboardHref={dashboardHref} onLogout={onLogout} />
            ) : (
              <Link to={PATHS.registerPage} className="btn-primary">
                {t('header.register')}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-slate-100 xl:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={mobileMenuId}
            aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((v) => !v)}
          >
            {isMenuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>

      <div
        id={mobileMenuId}
        hidden={!isMenuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
      >
        <nav aria-label={t('header.mobileNav')} className="container-page py-4">
          <ul className="flex flex-col gap-1">
            {NAV_ENTRIES.map((entry) =>
              'children' in entry ? (
                <li key={entry.label}>
                  <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(entry.textKey)}</p>
                  <ul className="flex flex-col gap-1 border-l-2 border-brand-100 pl-2">
                    {entry.children.map((link) => (
                      <li key={link.to}>
                        <Link
                          to={link.to}
                          onClick={closeMenu}
                          aria-current={isActive(link) ? 'page' : undefined}
                          className={`block ${linkClass(isActive(link))}`}
                        >
                          {t(link.textKey)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.label}>
                  <Link
                    to={entry.to}
                    onClick={closeMenu}
                    aria-current={isActive(entry) ? 'page' : undefined}
                    className={`block ${linkClass(isActive(entry))}`}
                  >
                    {t(entry.textKey)}
                  </Link>
                </li>
              ),
            )}
          </ul>
          <div className="mt-4 border-t border-slate-200 pt-4">
            {!isKnown ? (
              <AccountPlaceholder className="h-11 w-full rounded-lg" />
            ) : user ? (
              <div className="flex flex-col gap-2">
                <p className="flex items-center gap-2 px-3 text-sm font-semibold text-brand-800">
                  <UserRound aria-hidden="true" className="size-4" />
                  {name}
                </p>
                <a href={dashboardHref} onClick={closeMenu} className={`flex items-center gap-2 ${linkClass(false)}`}>
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  {t('header.dashboard')}
                </a>
                <button type="button" onClick={onLogout} className={`flex items-center gap-2 text-left ${linkClass(false)}`}>
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('header.logout')}
                </button>
              </div>
            ) : (
              <Link to={PATHS.registerPage} onClick={closeMenu} className="btn-primary w-full">
                {t('header.register')}
              </Link>
            )}
          </div>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <LanguageSwitch className="w-full" />
          </div>
        </nav>
      </div>
    </header>
  );
}
