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
