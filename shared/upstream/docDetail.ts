/** One document of the documentation centre (`data` of API.docDetail): its sections, their code samples and `h3` subsections. */
import { z } from 'zod';
import { absentOr, text } from './fields';

/** A code sample: plain text from the upstream; absent or unknown language: plain text. */
const docCode = z.object({ code: z.string(), language: absentOr(z.string()) });

/** A part of a document under one heading; its code samples come after the paragraphs. */
const docPart = z.object({ heading: text, paragraphs: z.array(text), code: absentOr(z.array(docCode)) });

/** An `h2` part with the `h3` parts under it (one level: a subsection's own subsections are not shown, nor checked). */
const docSection = docPart.extend({ subsections: absentOr(z.array(docPart)) });

export const docDetailData = z.object({
  title: text,
  /** The list's summary, when the detail carries it (the mock's does not). */
  summary: absentOr(text),
  /** A usable number links the breadcrumb to its category; anything else leaves that crumb out. */
  categoryId: text,
  categoryName: text,
  /** `YYYY-MM-DD` (a time may follow); a real upstream may leave it out. */
  updatedAt: absentOr(text),
  sections: z.array(docSection),
});

/**
 * A code sample as the browser gets it: with `html`, the code highlighted by our server when it
 * fetches the document (server/render/codeHighlight.ts), never taken from the upstream.
 */
export type DocCodeBlock = z.infer<typeof docCode> & { html?: string };
export type DocSection = z.infer<typeof docSection>;
export type DocDetailData = z.infer<typeof docDetailData>;
