/**
 * Babel plugin: writes the value of each `${({ theme }) => theme.color.primary}` in a
 * tagged template (styled-components' styles) into the template's text, since the site has
 * one theme (client/theme.ts, given to the one ThemeProvider in client/root.tsx). The CSS
 * is the same; the bundle carries a string instead of a function per value, and a style
 * made only of such values needs no work per render. Other interpolations (ones that read
 * props, or compute from the theme) are left alone.
 * Run on the server and the client builds alike, so both generate the same class names.
 */
import type { NodePath, PluginObj, types as t } from '@babel/core';

/** `theme.a.b` → ['a', 'b'], for a non-computed member chain rooted at `theme`. */
function themePath(node: t.Node): string[] | null {
  const keys: string[] = [];
  let current = node;
  while (current.type === 'MemberExpression' && !current.computed && current.property.type === 'Identifier') {
    keys.unshift(current.property.name);
    current = current.object;
  }
  return current.type === 'Identifier' && current.name === 'theme' && keys.length > 0 ? keys : null;
}

/** The theme key path read by `({ theme }) => theme.a.b`, or null for any other expression. */
function themeLookup(node: t.Node): string[] | null {
  if (node.type !== 'ArrowFunctionExpression' || node.params.length !== 1) return null;
  const [param] = node.params;
  if (param?.type !== 'ObjectPattern' || param.properties.length !== 1) return null;
  const [property] = param.properties;
  if (
    property?.type !== 'ObjectProperty' ||
    property.computed ||
    property.key.type !== 'Identifier' ||
    property.key.name !== 'theme' ||
    property.value.type !== 'Identifier' ||
    property.value.name !== 'theme'
  ) {
    return null;
  }
  return themePath(node.body);
}

function valueAt(theme: unknown, keys: string[]): string | null {
  let value = theme;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

const escapeRaw = (text: string) => text.replace(/\\|`|\$\{/g, (s) => `\\${s}`);

export function inlineTheme(theme: object): PluginObj {
  return {
    name: 'inline-theme',
    visitor: {
      // On entering the program, before babel-plugin-styled-components rewrites the templates.
      Program(program) {
        program.traverse({
          TemplateLiteral(path: NodePath<t.TemplateLiteral>) {
            if (!path.parentPath.isTaggedTemplateExpression()) return;
            const { quasis, expressions } = path.node;
            const keptQuasis: t.TemplateElement[] = [{ ...quasis[0]!, value: { ...quasis[0]!.value } }];
            const keptExpressions: typeof expressions = [];
            expressions.forEach((expression, i) => {
              const keys = themeLookup(expression);
              const value = keys && valueAt(theme, keys);
              const next = quasis[i + 1]!;
              if (value === null) {
                keptExpressions.push(expression);
                keptQuasis.push({ ...next, value: { ...next.value } });
                return;
              }
              const last = keptQuasis[keptQuasis.length - 1]!;
              last.value.raw += escapeRaw(value) + next.value.raw;
              last.value.cooked = last.value.cooked == null || next.value.cooked == null ? undefined : last.value.cooked + value + next.value.cooked;
              last.tail = next.tail;
            });
            if (keptExpressions.length === expressions.length) return;
            path.node.quasis = keptQuasis;
            path.node.expressions = keptExpressions;
          },
        });
      },
    },
  };
}
