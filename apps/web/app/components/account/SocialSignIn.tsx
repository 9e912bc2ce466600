import { usePageCopy } from '../../copy/use-copy.ts';
import { SIGN_IN_COPY } from '../../copy/pages/account.ts';
import styles from './AccountForms.module.css';

export interface SocialProvider {
  id: string;
  href: string;
}

/** One link per provider to identity's external sign-in; a plain link, so it works without scripts. */
export function SocialSignIn({ providers }: { providers: readonly SocialProvider[] }) {
  const copy = usePageCopy('signIn', SIGN_IN_COPY);
  if (providers.length === 0) return null;
  const label = (id: string) => (id === 'dev' ? copy.demoProvider : id);
  return (
    <section aria-labelledby="social-sign-in">
      <h2 id="social-sign-in">{copy.or}</h2>
      <ul className={styles.social}>
        {providers.map((p) => (
          <li key={p.id}>
            <a href={p.href} className={styles.socialLink}>
              {label(p.id)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
