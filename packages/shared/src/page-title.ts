/**
 * A browser tab's title: "<page> | <site>", or the title alone when it names the site already (the
 * home page's, a worker's). The web app and the server's first paint write the same one.
 */
export function titleWithSite(title: string, site: string): string {
  return title.includes(site) ? title : `${title} | ${site}`;
}
