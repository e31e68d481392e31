/**
 * A page with its styled-components sheet in one order within each group. A page that reuses
 * the layout's parts (server/render/prerenderedParts.ts) merges their styles with its own by
 * group, in the groups' order, as one sheet prints them; within a group, its class names and
 * their rules follow the page's own before the parts', where a whole render has them in the
 * order the elements rendered. Nothing reads that order: an element has one class name of a
 * component, whose rules all select that name.
 */
const STYLE = /(<style[^>]*data-styled[^>]*>)([\s\S]*?)(<\/style>)/g;
const RULE_END = '/*!sc*/\n';
const GROUP_LINE = /^([\w-]+\.g\d+\[id="[^"]+"\]\{content:")([^"]*)("\})$/;

function sortedGroups(css: string): string {
  let out = '';
  let rules: string[] = [];
  for (const line of css.split(RULE_END)) {
    if (line === '') continue;
    const group = GROUP_LINE.exec(line);
    if (!group) {
      rules.push(line);
      continue;
    }
    const names = group[2]!.split(',').filter(Boolean).sort();
    out += [...rules.sort(), `${group[1]}${names.map((name) => `${name},`).join('')}${group[3]}`].map((l) => l + RULE_END).join('');
    rules = [];
  }
  return out + rules.map((l) => l + RULE_END).join('');
}

export function sameSheetOrder(html: string): string {
  return html.replace(STYLE, (_, open: string, css: string, close: string) => open + sortedGroups(css) + close);
}
