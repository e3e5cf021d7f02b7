/**
 * The public origin used for canonical URLs, sitemaps, Open Graph and e-mail links: SITE_URL (e.g.
 * https://rewards.example), else this server on localhost at PORT (default 3000), so development links reach the
 * port `npm run dev` serves (README, "Configuration"). No trailing slash.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
}
