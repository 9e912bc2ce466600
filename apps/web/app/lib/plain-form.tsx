// A tile's forms written plain on the server (docs/decisions/0078-tile-forms-written-plain-on-the-server.md). React
// Router's fetcher form resolves its action against the route matches and sets up its fetcher's state on every
// render, which on the server, where nothing is submitted, only ever writes `<form method="post" action="/cart">`; a
// category page has 48 of them. On the server a component takes this instead; in the browser it is the router's own,
// so hydration finds the same element and a submit still runs the route's clientAction.
import type { FormHTMLAttributes, ReactNode } from 'react';

/** True where the page is rendered on the server: fixed for the life of the module, so a choice on it is too. */
export const ON_SERVER = typeof document === 'undefined';

/** The props a tile's form gives both kinds of form. */
export interface PostFormProps extends Pick<
  FormHTMLAttributes<HTMLFormElement>,
  'id' | 'className' | 'onSubmit'
> {
  method: 'post';
  /** A plain absolute path of this site, which the router writes as it is given. */
  action: `/${string}`;
  /** The router's own: whether a fetcher's submission revalidates the page's loaders. */
  defaultShouldRevalidate?: boolean;
  children?: ReactNode;
}

/**
 * The element React Router's `<Form>` and `fetcher.Form` write on the server for a POST to a plain absolute path, in
 * the router's order: method, action, the other props, then `data-discover`. Event handlers and the router's own
 * props write nothing. Held to the router's output by plain-form.test.tsx.
 */
export function PlainPostForm({
  method,
  action,
  defaultShouldRevalidate: _defaultShouldRevalidate,
  onSubmit: _onSubmit,
  ...rest
}: PostFormProps) {
  return <form method={method} action={action} {...rest} data-discover="true" />;
}
