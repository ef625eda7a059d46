import { LogIn, LogOut, Menu, ShieldCheck } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { Button } from '../components/ui/button.tsx';
import { useAuth } from '../lib/auth.tsx';
import { SITE_NAME } from '../lib/use-page-title.ts';

const NAV = [
  { label: 'Eligibility Check', to: '/eligibility' },
  { label: 'Services', to: '/#services' },
  { label: 'Blog', to: '/blog' },
];

/** The phone menu is a <details>: it opens without script; Escape closes it and returns focus to its button. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}

/** Choosing a page closes the menu: the app changes page without reloading. */
const closeMenu = (event: MouseEvent<HTMLAnchorElement>) =>
  event.currentTarget.closest('details')?.removeAttribute('open');

/** Sticky header: for visitors section navigation and Login (small on phones); signed in, the name, Admin (admins only) and Logout. */
export function SiteHeader() {
  const { user, isAuthenticated, signOut } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 font-semibold text-slate-900"
          aria-label={`${SITE_NAME} home`}
        >
          <LogoMark className="size-8 shrink-0" />
          {/* Below 360 px the logo alone: beside Menu and Login, 'Citizenship' would run over them. */}
          <span className="text-base leading-tight max-[359px]:sr-only sm:text-lg">{SITE_NAME}</span>
        </Link>
        {isAuthenticated ? (
          <div className="flex items-center gap-2">
            <Link to="/dashboard" className="hidden text-sm font-medium text-slate-800 hover:underline sm:inline">
              {user?.name}
            </Link>
            {user?.isAdmin && (
              <Button asChild variant="ghost" size="sm">
                <Link to="/admin">
                  <ShieldCheck aria-hidden="true" />
                  Admin
                </Link>
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        ) : (
          <nav aria-label="Main" className="flex items-center gap-1">
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from anywhere in the open menu closes it; the summary is the control */}
            <details className="relative md:hidden" onKeyDown={closeOnEscape}>
              <summary className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
                <Menu className="size-4" aria-hidden="true" />
                Menu
              </summary>
              <ul className="absolute top-full right-0 mt-2 flex w-56 flex-col rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
                {NAV.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={closeMenu}
                      className="block rounded-md px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
            <ul className="hidden items-center gap-1 md:flex">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Button asChild variant="ghost">
                    <Link to={item.to}>{item.label}</Link>
                  </Button>
                </li>
              ))}
            </ul>
            <Button asChild className="ml-2 hidden md:inline-flex">
              <Link to="/login">Login</Link>
            </Button>
            <Button asChild size="sm" className="md:hidden">
              <Link to="/login">
                <LogIn aria-hidden="true" />
                Login
              </Link>
            </Button>
          </nav>
        )}
      </div>
    </header>
  );
}
