import { useEffect } from 'react';
import { startCollector } from '../../lib/collector.ts';

/**
 * The shop's own analytics collector (issue 16), on by default: it is the shop's own endpoint, no third party. It
 * starts once the page has hydrated and renders nothing.
 */
export function FirstPartyCollector() {
  useEffect(() => startCollector(), []);
  return null;
}
