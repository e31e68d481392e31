/** JSON-LD for a route (schema.org): Organization on the home page, Product or Course where it fits. */
import type { PageRoute } from './routes';
import { COMPANY_NAME, PLATFORM_NAME } from './site';

export function structuredDataFor(route: PageRoute, siteUrl: string): Record<string, unknown> | null {
  const url = siteUrl + route.path;
  switch (route.kind) {
    case 'home':
      return {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: COMPANY_NAME,
        alternateName: PLATFORM_NAME,
        url,
        logo: `${siteUrl}/logo.svg`,
        description: route.description,
      };
    case 'product':
    case 'studio':
      return {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: route.name,
        description: route.description,
        url,
        brand: { '@type': 'Organization', name: COMPANY_NAME },
        category: PLATFORM_NAME,
      };
    case 'college':
      return {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: route.heading,
        description: route.description,
        url,
        provider: { '@type': 'Organization', name: COMPANY_NAME, sameAs: siteUrl },
      };
    default:
      return null;
  }
}

/** One link of a breadcrumb trail: `path` is a site path (with its query, if any). */
export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList for the trail a page shows (client/ui/Breadcrumbs.tsx), item for item. */
export function breadcrumbList(crumbs: Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: siteUrl + c.path })),
  };
}

/** FAQPage for the questions a page answers in its 常见问题 (client/ui/FaqList.tsx). */
export function faqPage(faq: Array<{ q: string; a: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
  };
}
