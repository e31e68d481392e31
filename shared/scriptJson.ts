/**
 * JSON written inside a `<script>` element: the app data, each data section's answer and
 * the JSON-LD. The HTML parser ends a script at `</script` and enters its escaped states at
 * `<!--` whatever the script's type, so `<` and `>` are escaped, and `&` with them so the
 * text stays inert if it ever lands in an attribute; U+2028 and U+2029 end a line in
 * JavaScript before ES2019, so an older engine evaluating the text would break on them.
 * These characters only ever occur inside JSON strings, where `\uXXXX` is the same
 * character: JSON.parse reads back exactly the value that was written.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (unsafe) => ESCAPES[unsafe] ?? unsafe);
}
