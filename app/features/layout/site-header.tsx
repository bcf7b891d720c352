import { Burger, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { dashboardPath } from '#common/session.ts';
import early from '../../early-taps.module.css';
import { NEEDS_JS_ATTRIBUTE, takeEarlyTap } from '../../early-taps.ts';
import { CartMenu } from '../cart/cart-menu.tsx';
import { useSignedInAccount } from '../session/signed-in-account.ts';
import { useLogout } from '../session/use-logout.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useOpenedOnce } from '../../components/use-opened-once.ts';
import type { NavItem } from './phone-menu.tsx';
import classes from './site-header.module.css';
import textLink from '../../components/text-link.module.css';

// The drawer's code is fetched the first time a phone user opens the menu, not on every visit.
const PhoneMenu = lazy(() => import('./phone-menu.tsx'));
const MENU_OPENER = 'menu';

/** The shopper links of the spec's top bar, also shown in the phone drawer. */
const SHOP_LINKS: NavItem[] = [
  { to: '/', label: 'Accueil' },
  { to: '/astuces-recettes', label: 'Recettes/Astuces' },
];
/** What a phone's drawer adds to the top bar: what the footer holds, out of a thumb's reach. */
const DRAWER_LINKS: NavItem[] = [
  { to: '/products', label: 'Produits' },
  { to: '/suivre-ma-commande', label: 'Suivre ma commande' },
  { to: '/aide', label: 'Aide' },
];
/** Hidden once signed in (spec section 6), replaced by the account's dashboard and logout. */
const VISITOR_LINKS: NavItem[] = [
  ...SHOP_LINKS,
  { to: '/connexion', label: 'Connexion' },
  { to: '/inscription', label: 'Inscription' },
];

export function SiteHeader({ brandName }: { brandName: string }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerLoaded = useOpenedOnce(drawerOpened);
  const { pathname } = useLocation();
  const account = useSignedInAccount();
  const logout = useLogout();
  // A tap on the burger before the page was interactive opens the drawer now (app/early-taps.ts).
  useEffect(() => {
    if (takeEarlyTap(MENU_OPENER)) drawer.open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const links = account
    ? [...SHOP_LINKS, { to: dashboardPath(account), label: 'Mon espace' }]
    : VISITOR_LINKS;

  return (
    <header className={classes.header}>
      <div className={classes.start}>
        <Burger
          hiddenFrom="sm"
          opened={drawerOpened}
          onClick={drawerOpened ? drawer.close : drawer.open}
          className={early.icon}
          {...{ [NEEDS_JS_ATTRIBUTE]: MENU_OPENER }}
          aria-label="Ouvrir le menu"
          size="sm"
        />
        <Link
          to="/"
          className={`${classes.home} mantine-focus-auto`}
          aria-label={`${brandName}, accueil`}
        >
          <BrandLogo />
          <span className={classes.brand}>{brandName}</span>
        </Link>
      </div>
      <div className={classes.end}>
        <nav aria-label="Navigation principale" className={classes.nav}>
          {links.map((link) => (
            <RouterNavLink
              key={link.to}
              to={link.to}
              end
              className={`${textLink.link} ${classes.navLink} mantine-focus-auto`}
              aria-current={pathname === link.to ? 'page' : undefined}
            >
              {link.label}
            </RouterNavLink>
          ))}
          {account && (
            <Button
              variant="subtle"
              color="gray"
              c="var(--baobab-bar-text)"
              fw={700}
              px="sm"
              onClick={logout}
            >
              Déconnexion
            </Button>
          )}
        </nav>
        <CartMenu />
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <PhoneMenu
            brandName={brandName}
            links={[...DRAWER_LINKS, ...links]}
            onLogout={account ? logout : undefined}
            pathname={pathname}
            opened={drawerOpened}
            onClose={drawer.close}
          />
        </Suspense>
      )}
    </header>
  );
}
