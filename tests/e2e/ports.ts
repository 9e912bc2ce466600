/** The journeys' shop listens on this port (identity + 1, payments + 2), away from a developer's running shop. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * A second shop on the commercial theme `aoc`, which hides prices from visitors (commercial-prices.e2e.ts), listens
 * this far above the first.
 */
export const COMMERCIAL_PORT = E2E_PORT + 10;
