/**
 * The AI customer-service page's `icsId` differs per environment: a host starting with the
 * test prefix gets the test id, the pre-release prefix the pre-release id, any other host
 * production's (docs/product.md#pages-and-routes). Prefixes and ids are operator settings.
 */
export interface IcsSettings {
  testPrefix: string;
  prePrefix: string;
  testId: string;
  preId: string;
  prodId: string;
}

export const DEFAULT_ICS_SETTINGS: IcsSettings = {
  testPrefix: 'test',
  prePrefix: 'pre',
  testId: 'ics-test-0001',
  preId: 'ics-pre-0001',
  prodId: 'ics-prod-0001',
};

export function icsIdForHost(hostname: string, settings: IcsSettings): string {
  const host = hostname.toLowerCase();
  if (host.startsWith(settings.testPrefix.toLowerCase())) return settings.testId;
  if (host.startsWith(settings.prePrefix.toLowerCase())) return settings.preId;
  return settings.prodId;
}
