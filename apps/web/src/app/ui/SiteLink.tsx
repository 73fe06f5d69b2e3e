import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router';
import { isInternalUrl } from '../../lib/site-content/menu';

type TSiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { url: string };

/** A menu URL from the content service: router link for our paths, plain anchor otherwise. */
export function SiteLink({ url, children, ...anchorProps }: TSiteLinkProps) {
  if (isInternalUrl(url))
    return (
      <NavLink to={url} end {...anchorProps}>
        {children}
      </NavLink>
    );
  return (
    <a href={url} {...anchorProps}>
      {children}
    </a>
  );
}
