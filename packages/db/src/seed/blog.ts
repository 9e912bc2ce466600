import type { Db } from '../client.ts';
import { blogArticles, type BlogArticle } from '../schema/index.ts';

/**
 * The blog's articles (page type blog; each at /article/{slug}, page type topic). Bodies use only the tags the
 * server's sanitiser allows (h2, p, ul, li, strong, a), so what is stored is what is shown; the API sanitises them
 * again on the way out. `legendary-service` is the masthead's default tall-banner link (000 §2): the page at that
 * address is the theme's own copy, and this row lists it on the blog. Fixed dates, so every seed is the same.
 */

type SeedArticle = Pick<BlogArticle, 'slug' | 'title' | 'summary' | 'body' | 'brands'> & {
  published: string;
};

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');
const list = (...items: string[]) => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

export const BLOG_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'legendary-service',
    title: 'Legendary service',
    summary:
      'What we do before, during and after you buy: advice from people who know, delivery that fits your day, installation and support.',
    body:
      p(
        'Buying an appliance or a piece of furniture is a decision you live with for years. We make it an easy one, from the first question to the day it is installed and long after.',
      ) +
      '<h2>Advice from people who know</h2>' +
      p(
        'Our team is trained on the products we sell. Tell us about your kitchen, your laundry or your living room and we will help you compare sizes, features and running costs.',
      ) +
      '<h2>Delivery that fits your day</h2>' +
      p('Choose a delivery date at checkout and we will let you know when we are on the way.') +
      '<h2>Installed and ready to use</h2>' +
      p(
        'Our installers can connect your new appliance, take away the packaging and remove your old one. Add installation when you order.',
      ),
    brands: [],
    published: '2025-06-02T00:00:00Z',
  },
  {
    slug: 'choosing-the-right-fridge',
    title: 'Choosing the right fridge for your kitchen',
    summary:
      'French door, side by side or top mount? How to measure the space, size the fridge to your household and read the energy label.',
    body:
      p(
        'A fridge runs every hour of every day for ten years or more, so it pays to choose carefully. Start with the space, then the layout, then the features you will actually use.',
      ) +
      '<h2>Measure twice</h2>' +
      p(
        'Measure the height, width and depth of the cavity, and leave at least 50 mm at the sides and top for air to flow. Check the doorways and hallways on the way in, too.',
      ) +
      '<h2>How big?</h2>' +
      list(
        'One or two people: 250 to 350 litres',
        'A family of three or four: 400 to 550 litres',
        'Five or more, or a big weekly shop: 550 litres and up',
      ) +
      '<h2>Read the energy label</h2>' +
      p(
        'More stars means lower running costs. The figure in kilowatt hours per year lets you compare two fridges of different sizes directly.',
      ),
    brands: [],
    published: '2026-02-16T00:00:00Z',
  },
  {
    slug: 'induction-or-gas',
    title: 'Induction or gas: which cooktop suits you?',
    summary:
      'Induction heats the pan, not the air: faster, safer and easier to clean. Gas gives the flame many cooks love. Here is how they compare.',
    body:
      p(
        'Induction cooktops use a magnetic field to heat the pan itself. The glass stays cool enough to wipe straight after cooking, and most models boil water faster than gas.',
      ) +
      '<h2>What you need to know</h2>' +
      list(
        'Induction needs pans a magnet sticks to: cast iron and most stainless steel work.',
        'Gas works with any pan and gives instant visual control of the heat.',
        'Switching from gas to induction usually needs a dedicated electrical circuit.',
      ) +
      p(
        'Visit a store to try both: many of our stores hold <strong>cooking demos</strong> on induction cooktops.',
      ),
    brands: [],
    published: '2026-04-07T00:00:00Z',
  },
  {
    slug: 'front-or-top-loader',
    title: 'Front loader or top loader?',
    summary:
      'Front loaders use less water and are gentler on clothes; top loaders are quicker and easier on the back. Which washing machine is right for you?',
    body:
      p(
        'Both kinds of washing machine get clothes clean. The differences are in water use, cycle times, how they treat fabric and how they fit your laundry.',
      ) +
      '<h2>Front loaders</h2>' +
      p(
        'They tumble clothes through a little water, so they use less water and energy and fit under a bench.',
      ) +
      '<h2>Top loaders</h2>' +
      p('Shorter cycles, no bending down, and you can add a sock halfway through the wash.'),
    brands: [],
    published: '2026-07-21T00:00:00Z',
  },
  {
    slug: 'planning-a-commercial-kitchen',
    title: 'Planning a commercial kitchen fit-out',
    summary:
      'From the workflow to ventilation and compliance: what to settle before you order equipment for a cafe or restaurant kitchen.',
    body:
      p(
        'A commercial kitchen is built around the flow of food: from delivery to cold storage, preparation, cooking, the pass and washing up. Plan that path before choosing equipment.',
      ) +
      '<h2>Before you order</h2>' +
      list(
        'Check your council and food safety requirements for hand basins and surfaces.',
        'Size the exhaust canopy to the cooking line, and allow for make-up air.',
        'Confirm gas and three-phase power supplies with your builder.',
      ) +
      p('Our commercial team can quote the whole fit-out, with delivery and installation.'),
    brands: ['aoc', 'wac'],
    published: '2026-05-12T00:00:00Z',
  },
  {
    slug: 'getting-ready-for-delivery-day',
    title: 'Getting ready for delivery day',
    summary:
      'Clear the path, check the connections and know what to expect: a short checklist so your new appliance goes straight in.',
    body:
      p('A few minutes of preparation make delivery day quick and easy.') +
      list(
        'Measure doorways, stairs and corners on the way to where the appliance will go.',
        'Clear the path and move anything fragile out of the way.',
        'Empty and defrost the old fridge the night before if we are taking it away.',
        'Check that the tap, drain or power point is within reach of the new appliance.',
      ) +
      p('We will send you the delivery window the day before, so you know when we are on the way.'),
    brands: [],
    published: '2026-09-08T00:00:00Z',
  },
];

export async function seedBlog(tx: Db): Promise<number> {
  await tx
    .insert(blogArticles)
    .values(
      BLOG_ARTICLES.map(({ published, ...a }) => ({
        ...a,
        brands: [...a.brands],
        publishedAt: new Date(published),
      })),
    );
  return BLOG_ARTICLES.length;
}
