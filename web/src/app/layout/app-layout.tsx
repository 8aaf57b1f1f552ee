import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { BelowTheFold } from '@/components/below-the-fold';
import { carriedFocusHeld } from '@/lib/carried-address';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import styles from './app-layout.module.css';

export function AppLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // Every route change starts at the top of the new page. Keyboard and screen-reader users start at the new
  // content too, except when they navigated from the top bar, whose menu gives focus back to its button. Not
  // on the first render: a visitor may have scrolled the painted first screen before the app took it over.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    if (document.activeElement?.closest('header') || carriedFocusHeld()) return;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main" onClick={skipToMain}>
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <TopBar />
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <BelowTheFold holdPlace={false}>
        <SiteFooter />
      </BelowTheFold>
    </div>
  );
}

/** With hash routing, `#main` would be read as a route: move focus by hand instead. */
function skipToMain(event: React.MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
