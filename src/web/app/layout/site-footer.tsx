import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../shared/constants';

const links = [
  { to: '/service-agreement', label: 'Service Agreement' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/help', label: 'Help Center' },
  { to: '/contact', label: 'Contact' },
];

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-slate-700 sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <nav aria-label="Legal and support">
          <ul className="flex flex-wrap gap-4">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
