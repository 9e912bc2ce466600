import { Link } from '../../lib/link.tsx';
import { categoryPath } from '../../lib/category-path.ts';

/** A list of links to categories, by their API uri. */
export function CategoryLinks({
  categories,
  className,
}: {
  categories: readonly { title: string; uri: string }[];
  className: string | undefined;
}) {
  return (
    <ul className={className}>
      {categories.map((c) => (
        <li key={c.uri}>
          <Link to={categoryPath(c.uri)}>{c.title}</Link>
        </li>
      ))}
    </ul>
  );
}
