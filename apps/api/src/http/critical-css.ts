/**
 * The part of the shop's stylesheet a server-rendered page needs to paint (issue 32 §2): every rule
 * whose selector's classes all occur in the page's HTML, with the theme, the base layer, keyframes and
 * custom properties as they are. The page carries it inline and loads the whole stylesheet without
 * blocking its first paint (apps/web/src/app/start.tsx applies it before React takes the page over), so a
 * phone on a slow connection does not wait a round trip for 70 KB of CSS before it paints.
 *
 * Made for Tailwind's minified output: rules, at-rules with a block (`@layer`, `@media`,
 * `@supports`, `@container`: their rules are filtered the same way; those left empty are dropped),
 * and at-rules whose block is kept whole (`@property`, `@keyframes`, `@font-face`…). The rules kept
 * stay in their order, so the cascade is the stylesheet's own and the whole sheet arriving later
 * changes nothing on the painted screen.
 */

/** At-rules whose block holds rules to be filtered; any other at-rule's block is kept as it is. */
const GROUPING = /^@(layer|media|supports|container)\b/i;

/** The rules the HTML's classes use. */
export type CriticalCss = (html: string) => string;

/** Parses the stylesheet once; the result filters it for any page's HTML. */
export function criticalCss(css: string): CriticalCss {
  const tree = parse(css.replace(/\/\*[\s\S]*?\*\//g, ''), 0, css.length).nodes;
  return (html: string) => emit(tree, htmlClasses(html));
}

type Node =
  | { kind: 'statement'; text: string }
  | { kind: 'group'; prelude: string; nodes: Node[] }
  | { kind: 'rule'; prelude: string; text: string; alternatives: string[][] };

/** Rules and at-rules of css[from, to) up to an unmatched `}`; `end` is where it stopped. */
function parse(css: string, from: number, to: number): { nodes: Node[]; end: number } {
  const nodes: Node[] = [];
  let i = from;
  let start = from;
  while (i < to) {
    const c = css[i];
    if (c === '\\') {
      i += 2;
    } else if (c === '"' || c === "'") {
      i = skipString(css, i);
    } else if (c === ';') {
      const text = css.slice(start, i + 1).trim();
      if (text !== ';') nodes.push({ kind: 'statement', text });
      start = ++i;
    } else if (c === '{') {
      const prelude = css.slice(start, i).trim();
      if (GROUPING.test(prelude)) {
        const inner = parse(css, i + 1, to);
        nodes.push({ kind: 'group', prelude, nodes: inner.nodes });
        i = inner.end + 1;
      } else {
        const close = matchingBrace(css, i);
        const text = css.slice(start, close + 1).trim();
        nodes.push(
          prelude.startsWith('@')
            ? { kind: 'statement', text }
            : { kind: 'rule', prelude, text, alternatives: selectorClasses(prelude) },
        );
        i = close + 1;
      }
      start = i;
    } else if (c === '}') {
      return { nodes, end: i };
    } else {
      i++;
    }
  }
  return { nodes, end: to };
}

function skipString(css: string, at: number): number {
  const quote = css[at];
  let i = at + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = skipString(css, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length - 1;
}

/** Splits at the commas outside parentheses and brackets. */
function topLevelParts(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** `:not(…)` asks for a class to be absent: its classes are no requirement. */
function withoutNot(selector: string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    if (selector[i] === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (selector.startsWith(':not(', i)) {
      let depth = 0;
      let j = i + 4;
      for (; j < selector.length; j++) {
        if (selector[j] === '\\') j++;
        else if (selector[j] === '(') depth++;
        else if (selector[j] === ')' && --depth === 0) break;
      }
      i = j + 1;
    } else {
      out += selector[i++];
    }
  }
  return out;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^\n0-9a-fA-F]|[\w-]|[\u0080-\uffff])+)/g;

/** For each selector of the list, the classes an element tree must carry for it to match. */
function selectorClasses(prelude: string): string[][] {
  return topLevelParts(prelude).map((part) =>
    [...withoutNot(part).matchAll(CLASS)].map((m) => unescapeCss(m[1] ?? '')),
  );
}

function unescapeCss(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_m, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Every class named in a `class` attribute of the HTML. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    for (const name of unescapeHtml(m[1] ?? m[2] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function emit(nodes: Node[], classes: Set<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'statement') out += node.text;
    else if (node.kind === 'rule') {
      if (node.alternatives.some((needs) => needs.every((name) => classes.has(name)))) out += node.text;
    } else {
      const inner = emit(node.nodes, classes);
      if (inner) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}
