import { Outlet, ScrollRestoration } from 'react-router';
import { ConnectModelBanner } from '../../features/admin/connect-model-banner';
import { SignInBanner } from './sign-in-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <SignInBanner />
      <ConnectModelBanner />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
