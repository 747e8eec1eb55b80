import clsx from 'clsx';
import { NavLink, Outlet } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { CONSOLE_PAGES } from './console-pages';

/**
 * The console's frame: its title, a row of links to its pages (the current one marked with
 * aria-current by NavLink; the row wraps at 360 px) and the open page below.
 */
export function ConsoleLayout() {
  return (
    <PageContainer>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Console</h1>
      <p className="mt-1 text-sm text-slate-600">
        How this server runs: its language model, speech, accounts and requests.
      </p>
      <nav aria-label="Console" className="mt-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-1">
          {CONSOLE_PAGES.map((page) => (
            <li key={page.path}>
              <NavLink
                to={`/admin/${page.path}`}
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:text-slate-900',
                  )
                }
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="pt-6">
        <Outlet />
      </div>
    </PageContainer>
  );
}
