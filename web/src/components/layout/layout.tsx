import type { ReactNode } from 'react';
import { useNavigation } from 'react-router-dom';

import { Footer } from './footer';
import { Navigation, type NavigationProps } from './navigation';

/** Page frame with navigation and footer. Screens that hide both (e.g. /public/:id) skip it. */
export function Layout({ navigation, children }: { navigation: NavigationProps; children: ReactNode }) {
  const { state } = useNavigation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {/* A thin bar while the next screen's code or data loads. */}
      <div className="route-progress" data-active={state !== 'idle' || undefined} aria-hidden="true" />
      <Navigation {...navigation} />
      <main id="main-content" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
