/**
 * PNG export of a part of the page (html-to-image, loaded only when needed) with the page's fonts
 * embedded: the image is drawn from an SVG that cannot see the page's fonts, so without them Korean
 * falls back to another font whose wider glyphs wrap lines the page did not wrap.
 */

export async function nodePng(
  node: HTMLElement,
  options: { pixelRatio: number; width?: number },
): Promise<string> {
  const [{ toPng }, fontEmbedCSS] = await Promise.all([import('html-to-image'), fontCssFor(node)]);
  return toPng(node, {
    pixelRatio: options.pixelRatio,
    backgroundColor: '#ffffff',
    ...(options.width ? { width: options.width, canvasWidth: options.width } : {}),
    cacheBust: false,
    fontEmbedCSS,
  });
}

// ---------------------------------------------------------------------------------------------
// Fonts: the image is drawn from an SVG that cannot see the page's fonts, so the font files must be
// embedded. Pretendard comes in ~90 unicode-range subsets; only the few that cover the card's text
// are embedded (html-to-image would otherwise inline every subset, several megabytes).

function parseRanges(value: string): [number, number][] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^u\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      if (part.includes('?')) {
        return [
          Number.parseInt(part.replace(/\?/g, '0'), 16),
          Number.parseInt(part.replace(/\?/g, 'f'), 16),
        ] as [number, number];
      }
      const [a, b] = part.split('-');
      const start = Number.parseInt(a!, 16);
      return [start, b ? Number.parseInt(b, 16) : start] as [number, number];
    });
}

async function toDataUrl(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`font ${res.status}`);
  const blob = await res.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

const fontCache = new Map<string, Promise<string>>();

export async function fontCssFor(node: HTMLElement): Promise<string> {
  const codes = new Set<number>();
  for (const ch of node.textContent ?? '') codes.add(ch.codePointAt(0)!);
  const family = getComputedStyle(node).fontFamily.split(',')[0]!.trim().replace(/["']/g, '');

  const rules: { css: string; base: string }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // a stylesheet of another origin
    }
    for (const rule of Array.from(list)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== family) continue;
      const range = rule.style.getPropertyValue('unicode-range');
      if (range && !parseRanges(range).some(([a, b]) => [...codes].some((c) => c >= a && c <= b))) continue;
      rules.push({ css: rule.cssText, base: sheet.href ?? document.baseURI });
    }
  }

  const embedded = await Promise.all(
    rules.map(async ({ css, base }) => {
      let out = css;
      for (const match of css.matchAll(/url\((['"]?)([^'")]+)\1\)/g)) {
        const url = new URL(match[2]!, base).href;
        if (url.startsWith('data:')) continue;
        let data = fontCache.get(url);
        if (!data) {
          data = toDataUrl(url);
          fontCache.set(url, data);
          data.catch(() => fontCache.delete(url));
        }
        out = out.replace(match[0], `url(${await data})`);
      }
      return out;
    }),
  );
  return embedded.join('\n');
}
