/** A document's `updatedAt` as `YYYY-MM-DD`: the date of a date-time too; nothing for a value that is not one (or absent, as a real upstream may leave it). */
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/;

export function updatedDate(value: unknown): string | undefined {
  return typeof value === 'string' ? ISO_DATE.exec(value.trim())?.[1] : undefined;
}
