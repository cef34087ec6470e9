import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { BrandMark } from './brand';

const links = [
  { label: 'Scoring guide', to: paths.scoreGuide.root.getHref() },
  { label: 'Citations guide', to: paths.scoreGuide.root.getHref('citations') },
  { label: 'Methodology', to: paths.scoreGuide.root.getHref('methodology') },
  { label: 'Terms', to: paths.terms.getHref() },
  { label: 'Privacy', to: paths.privacy.getHref() },
  { label: 'Bot info', to: paths.bot.getHref() },
];

/** Footer (spec 2): guide, legal and crawler links, and the heuristics disclaimer. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer">
        <div className="footer__top">
          <Link to={paths.home.getHref()} className="brand brand--small">
            <BrandMark size={22} />
            <span className="brand__name">Citable</span>
          </Link>
          <nav aria-label="Footer">
            <ul className="footer__links">
              {links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="footer__disclaimer">
          Citable scores are heuristic estimates of how visible a site is to AI assistants. They are not a measurement
          of, or a guarantee about, how any assistant ranks, cites or links to your site, and they are provided without
          warranties of any kind.
        </p>
      </div>
    </footer>
  );
}
