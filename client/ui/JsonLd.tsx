/** Structured data (schema.org JSON-LD) as a data block: never run, so the CSP leaves it be. */
import { scriptJson } from '../../shared/scriptJson';

export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
