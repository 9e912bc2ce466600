import { useEffect, useRef } from 'react';
import { SOCIAL_PIXEL_ID_PATTERN, type IntegrationKeys } from '@shop/domain/integrations';
import { browserApi } from '../../lib/browser-api.ts';
import { thirdPartyAllowed, useConsent } from '../../lib/consent.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { chatAppId, startChatLauncher } from '../../lib/integrations/chat-launcher.ts';
import { isMerchantId, showReviewsBadge } from '../../lib/integrations/customer-reviews.ts';
import { loadFraudCheck } from '../../lib/integrations/fraud-check.ts';
import { startSocialPixel } from '../../lib/integrations/social-pixel.ts';
import { startTagManager } from '../../lib/integrations/tag-manager.ts';
import { useNonce } from '../../lib/nonce.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import styles from './Integrations.module.css';

const EMPTY_SETTINGS = { items: [], totalCount: 0 };

/**
 * Every script the shop adds after load (000 §7 "Tracking and other scripts"), rendered once by the shell. Third-party
 * providers start only with their key configured and, when the consent banner is on, after the shopper accepts it;
 * the shop's own fraud check loads on checkout whatever the answer (docs/decisions/0037).
 */
export function Integrations({ keys, checkout }: { keys: IntegrationKeys; checkout: boolean }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  const consent = useConsent();
  const allowed = hydrated && thirdPartyAllowed(keys.consentBanner, consent);
  const badge = useRef<HTMLDivElement>(null);
  const pixelOn = allowed && SOCIAL_PIXEL_ID_PATTERN.test(keys.socialPixelId);
  const badgeOn = allowed && !checkout && isMerchantId(keys.merchantId);

  useEffect(() => {
    if (!checkout) return;
    loadFraudCheck(nonce).catch(() => {
      // Logged by the loader; the order is then posted without a token.
    });
  }, [checkout, nonce]);

  useEffect(() => (allowed ? (startTagManager(keys.analyticsKey, nonce) ?? undefined) : undefined), [
    allowed,
    keys.analyticsKey,
    nonce,
  ]);

  useEffect(() => (pixelOn ? (startSocialPixel(keys.socialPixelId, nonce) ?? undefined) : undefined), [
    pixelOn,
    keys.socialPixelId,
    nonce,
  ]);

  useEffect(() => {
    if (!allowed) return;
    let stop: (() => void) | null = null;
    let active = true;
    // 000 §8: a settings failure gives empty settings and the page carries on.
    browserApi()
      .settings()
      .catch(() => EMPTY_SETTINGS)
      .then((settings) => {
        if (active) stop = startChatLauncher(chatAppId(settings), nonce);
      })
      .catch(() => {});
    return () => {
      active = false;
      stop?.();
    };
  }, [allowed, nonce]);

  useEffect(() => {
    if (badgeOn && badge.current) void showReviewsBadge(keys.merchantId, badge.current, nonce);
  }, [badgeOn, keys.merchantId, nonce]);

  return (
    <>
      {badgeOn ? <div ref={badge} className={styles.badge} data-testid="reviews-badge" /> : null}
      {hydrated && keys.consentBanner && consent === null ? <ConsentBanner /> : null}
    </>
  );
}
