/** A legal document from the static-resource call (`data` of API.staticResource). */
import { z } from 'zod';

export const staticDocument = z.object({
  /** Sanitised by our server before it reaches any page (server/security/sanitize.ts). */
  html: z.string(),
});

export type StaticDocument = z.infer<typeof staticDocument>;
