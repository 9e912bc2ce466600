import { z } from 'zod';

export const NavBrand = z.object({ name: z.string(), uri: z.string(), thumbnail: z.string().nullable() });

export interface NavCategory {
  title: string;
  uri: string;
  subCategories: NavCategory[];
  brands: z.infer<typeof NavBrand>[];
}
export const NavCategory: z.ZodType<NavCategory> = z.lazy(() =>
  z.object({
    title: z.string(),
    uri: z.string(),
    subCategories: z.array(NavCategory),
    brands: z.array(NavBrand),
  }),
);

/** GET /api/navbar/ (spec 000 §3 "Navigation data"). Category uris are site paths ('/c/kitchen/fridges'). */
export const Navbar = z.object({
  mainNav: z.array(NavCategory),
  topNav: z.object({
    displayCartIcon: z.boolean(),
    displayProjectIcon: z.boolean(),
    displaySearchIcon: z.boolean(),
    displayContactUsIcon: z.boolean(),
  }),
});
export type Navbar = z.infer<typeof Navbar>;
