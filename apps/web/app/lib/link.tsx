// The app's one link component (docs/decisions/0071-links-written-plain-on-the-server.md). React Router's <Link>
// resolves its `to` against the route matches on every render (their paths serialised to JSON, then joined, split and
// normalised), twice, and sets up its click and prefetch hooks; a category page has some sixty links and the server
// did that for each one on every fresh render, to write `<a href="/the/same/path">`. On the server, a link to a plain
// absolute path is written directly, as React Router would write it; in the browser every link is React Router's, so
// hydration finds the same element and a click still navigates within the app.
// eslint-disable-next-line no-restricted-imports -- the wrapper itself is the one place that uses the router's Link
import { Link as RouterLink, UNSAFE_NavigationContext, type LinkProps } from 'react-router';
import { useContext, type Ref } from 'react';

export type { LinkProps };

/**
 * An absolute path (with any query and fragment) made only of characters a URL carries as they are, which React
 * Router's `href` repeats unchanged: no scheme, no `//` host, no spaces or characters it would encode.
 */
const PLAIN_PATH =
  /^\/(?!\/)[\w\-.~!$&'()*+,;=:@%/]*(?:\?[\w\-.~!$&'()*+,;=:@%/?]*)?(?:#[\w\-.~!$&'()*+,;=:@%/?#]*)?$/;
/** A `.` or `..` segment, or a doubled slash, in the path part: resolved (so rewritten) by the router. */
const REWRITTEN = /(?:^|\/)\.{1,2}(?:\/|$)|\/\//;

/** A `to` whose `href` the router writes as it is given. */
export function isPlainPath(to: LinkProps['to']): to is string {
  if (typeof to !== 'string' || !PLAIN_PATH.test(to)) return false;
  const path = to.split(/[?#]/, 1)[0]!;
  return !REWRITTEN.test(path);
}

/** Props that change what the router writes beyond `href` and `data-discover`: such a link is always the router's. */
function writesMore(props: LinkProps): boolean {
  return (
    props.reloadDocument !== undefined ||
    props.relative !== undefined ||
    props.mask !== undefined ||
    (props.prefetch !== undefined && props.prefetch !== 'none' && props.prefetch !== 'intent')
  );
}

/**
 * The element React Router writes on the server for a plain path: its props less the router's own, `href` and
 * `data-discover`. Exported for the test that holds it to the router's output.
 */
export function PlainLink({
  to,
  discover,
  prefetch: _prefetch,
  replace: _replace,
  state: _state,
  preventScrollReset: _preventScrollReset,
  viewTransition: _viewTransition,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  target,
  ref,
  ...rest
}: LinkProps & { to: string; ref?: Ref<HTMLAnchorElement> }) {
  // In the router's order: its props, then href, target and data-discover.
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      data-discover={discover === 'none' ? undefined : 'true'}
    />
  );
}

export function Link(props: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { basename } = useContext(UNSAFE_NavigationContext);
  if (typeof document === 'undefined' && basename === '/' && isPlainPath(props.to) && !writesMore(props)) {
    return <PlainLink {...props} to={props.to} />;
  }
  return <RouterLink {...props} />;
}
