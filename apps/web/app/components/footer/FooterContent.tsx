import { Link } from '../../lib/link.tsx';
import { telHref } from '../../lib/tel.ts';
import { Logo } from '../shell/Logo.tsx';
import type { SiteFooterProps } from './SiteFooter.tsx';
import styles from './SiteFooter.module.css';
import type { Copy } from '../../copy/base.ts';
import { useCopy } from '../../copy/use-copy.ts';

type FooterKey = keyof Copy['footer'];

// The links' words come from the catalogue's footer section; the ids stay free of spaces.
const COLUMNS: readonly {
  id: string;
  heading: FooterKey;
  links: readonly { to: string; label: FooterKey }[];
}[] = [
  {
    id: 'shopping',
    heading: 'shopping',
    links: [
      { to: '/promotions', label: 'promotions' },
      { to: '/brands', label: 'brands' },
      { to: '/stores', label: 'stores' },
      { to: '/vouchers', label: 'vouchers' },
      { to: '/cooking-demos', label: 'cookingDemos' },
      { to: '/refer-a-friend', label: 'referAFriend' },
      { to: '/sitemap', label: 'sitemap' },
    ],
  },
  {
    id: 'service',
    heading: 'service',
    links: [
      { to: '/contact-us', label: 'contactUs' },
      { to: '/s/delivery', label: 'delivery' },
      { to: '/s/returns', label: 'returns' },
    ],
  },
  {
    id: 'about',
    heading: 'about',
    links: [
      { to: '/s/about-us', label: 'aboutUs' },
      { to: '/blog', label: 'blog' },
      { to: '/s/privacy', label: 'privacy' },
      { to: '/s/terms', label: 'terms' },
    ],
  },
];

export default function FooterContent({ theme, companyName, customerSupportNumber }: SiteFooterProps) {
  const copy = useCopy().footer;
  return (
    <div className={styles.inner}>
      <div className={styles.columns}>
        {COLUMNS.map((column) => (
          <section key={column.id} className={styles.column} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className={styles.heading}>
              {copy[column.heading]}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {copy[link.label]}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {customerSupportNumber ? (
          <section className={styles.column} aria-labelledby="footer-support">
            <h2 id="footer-support" className={styles.heading}>
              {copy.needHelp}
            </h2>
            <p className={styles.support}>
              {copy.callUs} <a href={telHref(customerSupportNumber)}>{customerSupportNumber}</a>
            </p>
          </section>
        ) : null}
      </div>
      <div className={styles.bottom}>
        <span className={styles.logo}>
          <Logo theme={theme} companyName={companyName} />
        </span>
        <p className={styles.legal}>
          © {new Date().getFullYear()} {companyName}
        </p>
      </div>
    </div>
  );
}
