import type { ComponentPropsWithRef } from 'react';
import { NavLink } from 'react-router';
import { isInternalUrl } from '../menu';

type TSiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { url: string };

/** A menu URL from the content service: router link for our paths, plain anchor otherwise. */
export function SiteLink({ url, ...anchorProps }: TSiteLinkProps) {
  if (isInternalUrl(url)) return <NavLink to={url} end {...anchorProps} />;
  return <a href={url} {...anchorProps} />;
}
