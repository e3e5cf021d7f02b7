/** The public origin used for canonical URLs, sitemaps, Open Graph and e-mail links (SITE_URL, e.g. https://rewards.example). */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
