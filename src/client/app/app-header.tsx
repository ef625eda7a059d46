import { LogOut, Menu, Settings, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../components/logo.tsx';
import { Button } from '../components/ui/button.tsx';
import { useAuth } from '../lib/auth.tsx';
import { SITE_NAME } from '../lib/use-page-title.ts';

/** Header of the signed-in area: logo to the dashboard, welcome name, Admin (admins only), Settings, Logout; a menu on phones. */
export function AppHeader() {
  const { user, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu from anywhere, and focus goes back to the button that opened it.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-1 sm:px-6">
        <Link to="/dashboard" className="flex items-center gap-2 font-semibold text-slate-900">
          <LogoMark className="size-8 shrink-0" />
          <span className="leading-tight">{SITE_NAME}</span>
        </Link>
        <div className="hidden flex-wrap items-center justify-end gap-2 md:flex">
          <span className="mr-2 text-sm text-slate-700" data-testid="welcome-name">
            Welcome, <strong className="font-semibold text-slate-900">{user?.name}</strong>
          </span>
          {user?.isAdmin && (
            <Button asChild variant="ghost">
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Admin
              </Link>
            </Button>
          )}
          <Button asChild variant="ghost">
            <Link to="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </Button>
          <Button variant="outline" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="shrink-0 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Account" className="border-t border-slate-200 px-4 py-3 md:hidden">
          <p className="pb-2 text-sm text-slate-700">
            Welcome, <strong className="font-semibold text-slate-900">{user?.name}</strong>
          </p>
          <div className="flex flex-col gap-1">
            <Button asChild variant="ghost" className="justify-start" onClick={() => setOpen(false)}>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
            <Button asChild variant="ghost" className="justify-start" onClick={() => setOpen(false)}>
              <Link to="/orders">My Orders</Link>
            </Button>
            {user?.isAdmin && (
              <Button asChild variant="ghost" className="justify-start" onClick={() => setOpen(false)}>
                <Link to="/admin">
                  <ShieldCheck aria-hidden="true" />
                  Admin
                </Link>
              </Button>
            )}
            <Button asChild variant="ghost" className="justify-start" onClick={() => setOpen(false)}>
              <Link to="/settings">
                <Settings aria-hidden="true" />
                Settings
              </Link>
            </Button>
            <Button variant="ghost" className="justify-start" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </nav>
      )}
    </header>
  );
}
