import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

import { BrandMark } from './brand';

/** Who is signed in, as the navigation needs it (structurally the auth feature's `Me`). */
export type NavUser = { email: string; isAdmin: boolean };

export type NavigationProps = {
  /** `undefined` while the first auth check runs, `null` when signed out. */
  user: NavUser | null | undefined;
  /** The auth check failed for a reason other than "signed out" (network, 5xx). */
  authCheckFailed?: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
};

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav__link is-active' : 'nav__link');

/**
 * Top navigation (spec 2): brand, My Audits, Score Guide, Admin (admins only), then the user's
 * email with "Sign out", or "Sign In". Below 768 px the links fold into a menu behind a button.
 */
export function Navigation({ user, authCheckFailed, onSignIn, onSignOut, signingOut }: NavigationProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // "/" is the audit list too, so My Audits is current there as well.
  const auditsActive = pathname === paths.home.path || pathname.startsWith(paths.audits.list.path);

  return (
    <header className="site-header">
      <nav
        className="nav container"
        aria-label="Main"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            setMenuOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        <Link to={paths.home.getHref()} className="brand">
          <BrandMark />
          <span className="brand__name">Citable</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="icon-button nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
        </button>

        <div id={menuId} className="nav__menu" data-open={menuOpen || undefined}>
          <ul className="nav__links">
            <li>
              <NavLink to={paths.audits.list.getHref()} className={() => linkClass({ isActive: auditsActive })}>
                My Audits
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.scoreGuide.root.getHref()} className={linkClass}>
                Score Guide
              </NavLink>
            </li>
            {user?.isAdmin && (
              <li>
                <NavLink to={paths.admin.root.getHref()} className={linkClass}>
                  Admin
                </NavLink>
              </li>
            )}
          </ul>

          <div className="nav__account">
            {user ? (
              <>
                <span className="nav__email" title={user.email}>
                  {user.email}
                </span>
                <button type="button" className="btn btn--secondary btn--sm" onClick={onSignOut} disabled={signingOut}>
                  {signingOut ? 'Signing out…' : 'Sign out'}
                </button>
              </>
            ) : user === null ? (
              <>
                {authCheckFailed && (
                  <span className="nav__auth-error" role="status">
                    Auth check failed
                  </span>
                )}
                <button type="button" className="btn btn--primary btn--sm" onClick={onSignIn}>
                  Sign In
                </button>
              </>
            ) : (
              // Reserve the space while the auth check runs, so the bar does not jump.
              <span className="nav__account-placeholder" aria-hidden="true" />
            )}
          </div>
        </div>
      </nav>
    </header>
  );
}
