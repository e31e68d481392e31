/**
 * A JSON object, not null, an array or a primitive: what a parsed body, envelope or event
 * must be before its fields are read. Arrays are refused because `typeof [] === 'object'`
 * would let a list pass as a form or an envelope.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
