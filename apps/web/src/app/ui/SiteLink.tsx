import type { ComponentPropsWithRef } from 'react';
import { isHttpsUrl } from '@app/shared';
import { NavLink } from 'react-router';
import { isInternalUrl } from '../../lib/site-content/menu';

type TSiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { url: string };

/**
 * A menu URL from the content service: router link for our paths, plain anchor to an https
 * address; anything else (saved before links were checked) is shown as text, not followed.
 */
export function SiteLink({ url, children, ...anchorProps }: TSiteLinkProps) {
  if (isInternalUrl(url))
    return (
      <NavLink to={url} end {...anchorProps}>
        {children}
      </NavLink>
    );
  if (!isHttpsUrl(url)) return <span className={anchorProps.className}>{children}</span>;
  return (
    <a href={url} {...anchorProps}>
      {children}
    </a>
  );
}
