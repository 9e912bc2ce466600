export const BLOG_COPY = {
  title: 'Blog',
  description:
    'Buying guides, tips and news: how to choose, install and look after your appliances and furniture.',
  empty: 'No articles yet. Please come back soon.',
  published: 'Published',
} as const;

/** '2 June 2026': an article's date as the shop shows dates, the same on the server and in the browser. */
export function publishedOn(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
