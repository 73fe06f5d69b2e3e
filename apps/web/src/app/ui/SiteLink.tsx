import type { ComponentPropsWithRef } from 'react';
import { isHttpsUrl } from '@app/shared';
import { NavLink, useLocation } from 'react-router';
import { isInternalUrl } from '../../lib/site-content/menu';

type TSiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { url: string };

/**
 * A menu URL from the content service: router link for our paths, plain anchor to an https
 * address; anything else (saved before links were checked) is shown as text, not followed.
 */
export function SiteLink({ url, children, ...anchorProps }: TSiteLinkProps) {
  if (isInternalUrl(url))
    return (
      <InternalLink url={url} {...anchorProps}>
        {children}
      </InternalLink>
    );
  if (!isHttpsUrl(url)) return <span className={anchorProps.className}>{children}</span>;
  return (
    <a href={url} {...anchorProps}>
      {children}
    </a>
  );
}

/**
 * NavLink compares paths only: a link to a filtered address (/Workers?profession=1) is the current
 * page only where the address carries its filters too, not on every page of the catalogue.
 */
function InternalLink({ url, children, ...anchorProps }: TSiteLinkProps) {
  const { search } = useLocation();
  const linkQuery = new URL(url, 'http://site').searchParams;
  const shown = new URLSearchParams(search);
  const sameQuery = [...linkQuery].every(([name, value]) => shown.get(name) === value);
  return (
    <NavLink to={url} end aria-current={sameQuery ? 'page' : 'false'} {...anchorProps}>
      {children}
    </NavLink>
  );
}
