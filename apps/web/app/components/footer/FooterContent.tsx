import { Link } from 'react-router';
import { telHref } from '../../lib/phone.ts';
import { Logo } from '../shell/Logo.tsx';
import type { SiteFooterProps } from './SiteFooter.tsx';
import styles from './SiteFooter.module.css';

const COLUMNS = [
  {
    heading: 'Shopping with us',
    links: [
      { to: '/promotions', label: 'Promotions' },
      { to: '/brands', label: 'Brands' },
      { to: '/stores', label: 'Stores' },
      { to: '/sitemap', label: 'Site map' },
    ],
  },
  {
    heading: 'Customer service',
    links: [
      { to: '/contact-us', label: 'Contact us' },
      { to: '/s/delivery', label: 'Delivery' },
      { to: '/s/returns', label: 'Returns' },
    ],
  },
  {
    heading: 'About',
    links: [
      { to: '/s/about-us', label: 'About us' },
      { to: '/s/privacy', label: 'Privacy policy' },
      { to: '/s/terms', label: 'Terms and conditions' },
    ],
  },
] as const;

export default function FooterContent({ theme, companyName, customerSupportNumber }: SiteFooterProps) {
  return (
    <div className={styles.inner}>
      <div className={styles.columns}>
        {COLUMNS.map((column) => (
          <section
            key={column.heading}
            className={styles.column}
            aria-labelledby={`footer-${column.heading}`}
          >
            <h2 id={`footer-${column.heading}`} className={styles.heading}>
              {column.heading}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {customerSupportNumber ? (
          <section className={styles.column} aria-labelledby="footer-support">
            <h2 id="footer-support" className={styles.heading}>
              Need help?
            </h2>
            <p className={styles.support}>
              Call us <a href={telHref(customerSupportNumber)}>{customerSupportNumber}</a>
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
