/**
 * What makes a generated SVG fit to serve as an image (tests of the illustrations): well-formed
 * XML (one root, tags closed in order, attributes quoted, only the XML entities), and nothing
 * that reaches out or runs: no URL but the SVG namespace, no script, event handler, foreign
 * object, embedded image or link, no url() but to its own definitions.
 */
const NAME = /^[A-Za-z][\w:.-]*$/;
const ATTRIBUTE = /\s+([A-Za-z][\w:.-]*)="([^"<]*)"/g;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;
const FORBIDDEN_TAGS = new Set(['script', 'foreignObject', 'image', 'use', 'a', 'iframe', 'object', 'embed', 'style']);

export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const tags = svg.matchAll(/<(\/?)([^\s/>]+)((?:\s+[^\s=]+="[^"]*")*)\s*(\/?)>|([^<]+)/g);
  let consumed = 0;
  for (const match of tags) {
    if (match.index !== consumed) problems.push(`unparsed text at ${consumed}: ${svg.slice(consumed, consumed + 40)}`);
    consumed = match.index + match[0].length;
    const [, closing, name, attributes = '', selfClosing, textNode] = match;
    if (textNode !== undefined) {
      if (stack.length === 0) problems.push(`text outside the root: ${textNode.slice(0, 40)}`);
      if (ENTITY.test(textNode)) problems.push(`bare & in text: ${textNode.slice(0, 40)}`);
      continue;
    }
    if (!name || !NAME.test(name)) {
      problems.push(`bad tag name ${name}`);
      continue;
    }
    if (FORBIDDEN_TAGS.has(name)) problems.push(`<${name}> is not allowed`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open}>`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    const seen = new Set<string>();
    for (const [, key = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (seen.has(key)) problems.push(`<${name}> repeats ${key}`);
      seen.add(key);
      if (ENTITY.test(value)) problems.push(`bare & in ${key}`);
      if (/^on/i.test(key)) problems.push(`event handler ${key}`);
      if (/href$/i.test(key)) problems.push(`link ${key}`);
      if (/url\((?!#)/i.test(value)) problems.push(`url() to elsewhere in ${key}`);
      if (/(https?:|data:|javascript:)/i.test(value) && !(key === 'xmlns' && value === 'http://www.w3.org/2000/svg')) problems.push(`URL in ${key}: ${value}`);
    }
    if (!selfClosing) stack.push(name);
  }
  if (consumed !== svg.length) problems.push('unparsed end');
  if (stack.length) problems.push(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1 || !svg.startsWith('<svg ')) problems.push(`${roots} root elements, want one <svg>`);
  return problems;
}
