import type { MetaDescriptor, MetaFunction } from 'react-router';

/** The site's name, in titles and sharing cards. */
export const SITE_NAME = 'Childhood Memories';

/** The one sharing description template (community §2.2): a page's own line, then the community's. */
export const SHARE_DESCRIPTION_TAIL =
  'A calm, private community where adult survivors of childhood trauma write down what happened and are met with empathy.';

/** The one sharing image, the same for every page. */
export const SHARE_IMAGE_PATH = '/social-card.png';

interface RootData {
  config?: { siteUrl?: string };
}

/** What one page says about itself to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Keep the page out of search engines (a memory shared only by its link). */
  noindex?: boolean;
}

/**
 * A page's search-engine title and description and the shared social-sharing tags; for a page
 * whose words come from its loader, a function of the meta arguments.
 *
 * @example
 * export const meta = pageMeta({ title: 'FAQ', description: 'Answers to the questions members ask first.' });
 */
export function pageMeta(
  pageOrOf: PageMeta | ((args: Parameters<MetaFunction>[0]) => PageMeta),
): MetaFunction {
  return (args) => {
    const { location, matches } = args;
    const page = typeof pageOrOf === 'function' ? pageOrOf(args) : pageOrOf;
    const root = matches.find((match) => match.id === 'root')?.loaderData as RootData | undefined;
    const siteUrl = root?.config?.siteUrl ?? '';
    const title = `${page.title} | ${SITE_NAME}`;
    const shared = `${page.description} ${SHARE_DESCRIPTION_TAIL}`;
    const descriptors: MetaDescriptor[] = [
      { title },
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: shared },
      { property: 'og:image', content: `${siteUrl}${SHARE_IMAGE_PATH}` },
      { property: 'og:image:alt', content: `${SITE_NAME}: a quiet place to be heard` },
      { property: 'og:url', content: `${siteUrl}${location.pathname}` },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: shared },
      { name: 'twitter:image', content: `${siteUrl}${SHARE_IMAGE_PATH}` },
      { tagName: 'link', rel: 'canonical', href: `${siteUrl}${location.pathname}` },
    ];
    if (page.noindex) descriptors.push({ name: 'robots', content: 'noindex' });
    return descriptors;
  };
}
