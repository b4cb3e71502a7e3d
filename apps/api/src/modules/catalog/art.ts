/**
 * Generated catalogue artwork (SVG): brand colour, initials and the goods name. Nothing is
 * downloaded; Korean text uses the page font stack 'Pretendard, sans-serif'.
 */

const FONT = "Pretendard, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function parseHex(color: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  const hex = m ? m[1]! : '1f6feb';
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes the colour with white (amount 0..1 of white). */
function tint(color: string, amount: number): string {
  const rgb = parseHex(color);
  return toHex(rgb.map((v) => v + (255 - v) * amount) as [number, number, number]);
}

function shade(color: string, amount: number): string {
  return toHex(parseHex(color).map((v) => v * (1 - amount)) as [number, number, number]);
}

/** Dark text on light brand colours (yellow, lime), white on the rest. */
function textOn(color: string): string {
  const [r, g, b] = parseHex(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#1a1a1a' : '#ffffff';
}

/** 'GS25' → 'GS25', '메가MGC커피' → 'MGC', 'Starbucks Coffee' → 'SC', '빽다방' → '빽다방', '스타벅스' → '스타'. */
export function initials(name: string): string {
  const clean = name.replace(/[^\p{L}\p{N}\s]/gu, ' ').trim();
  if (!clean) return '?';
  const latinWord = /(?:^|[^A-Za-z0-9])([A-Za-z][A-Za-z0-9]{1,3})(?![A-Za-z0-9])/.exec(clean);
  if (latinWord) return latinWord[1]!.toUpperCase();
  const words = clean.split(/\s+/);
  if (/^[A-Za-z]/.test(clean)) {
    return words.length > 1
      ? words
          .slice(0, 2)
          .map((w) => w[0]!.toUpperCase())
          .join('')
      : clean.slice(0, 2).toUpperCase();
  }
  const letters = [...clean.replace(/\s+/g, '')];
  return letters.length <= 3 ? letters.join('') : letters.slice(0, 2).join('');
}

/**
 * The largest font size (at most `maxSize`) at which the mark stays `maxWidth` wide: Hangul about
 * 1 em a letter in a bold face, capitals and digits about 0.68 em, small letters 0.58 em. The art is
 * an image, so the page's font is not used and the fallback face must fit too (hence the margin).
 */
export function fitFontSize(mark: string, maxWidth: number, maxSize: number): number {
  const em = [...mark].reduce(
    (w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : /[A-Z0-9]/.test(c) ? 0.68 : 0.58),
    0,
  );
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / Math.max(em, 1))));
}

/** Splits a name into at most `maxLines` lines of about `perLine` characters (Korean-width). */
function wrap(text: string, perLine: number, maxLines: number): string[] {
  const width = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= perLine || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const out: string[] = [];
  for (const l of lines) {
    let rest = l;
    while (width(rest) > perLine + 0.5) {
      const chars = [...rest];
      let cut = 0;
      let w = 0;
      while (cut < chars.length && w + width(chars[cut]!) <= perLine) w += width(chars[cut++]!);
      out.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    out.push(rest);
  }
  if (out.length > maxLines) {
    const kept = out.slice(0, maxLines);
    kept[maxLines - 1] =
      `${[...kept[maxLines - 1]!].slice(0, Math.max(1, Math.floor(perLine) - 1)).join('')}…`;
    return kept;
  }
  return out;
}

export function goodsSvg(goods: { name: string; brand: string; color: string }): string {
  const color = goods.color;
  const fg = textOn(color);
  const lines = wrap(goods.name, 11, 2);
  const mark = initials(goods.brand);
  // Inside the 300 px card with room on both sides.
  const markSize = fitFontSize(mark, 210, 112);
  const nameY = lines.length === 1 ? 500 : 478;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${escapeXml(`${goods.brand} ${goods.name}`)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(color, 0.9)}"/><stop offset="1" stop-color="${tint(color, 0.78)}"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.18)}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<circle cx="520" cy="86" r="120" fill="${tint(color, 0.7)}" opacity="0.55"/>
<circle cx="70" cy="430" r="90" fill="${tint(color, 0.7)}" opacity="0.4"/>
<rect x="150" y="70" width="300" height="300" rx="56" fill="url(#card)"/>
<text x="300" y="${220 + markSize * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${markSize}" font-weight="800" fill="${fg}" letter-spacing="-2">${escapeXml(mark)}</text>
<text x="300" y="340" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="600" fill="${fg}" opacity="0.85">${escapeXml(goods.brand)}</text>
${lines
  .map(
    (l, i) =>
      `<text x="300" y="${nameY + i * 50}" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#1b1f24">${escapeXml(l)}</text>`,
  )
  .join('\n')}
</svg>`;
}

export function brandSvg(brand: { name: string; color: string }): string {
  const color = brand.color;
  const fg = textOn(color);
  const mark = initials(brand.name);
  // Inside the circle (240 across) with room to its edge: 160 px is where the chord still has margin.
  const size = fitFontSize(mark, 160, 96);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${escapeXml(brand.name)}">
<rect width="300" height="300" fill="#ffffff"/>
<circle cx="150" cy="150" r="120" fill="${color}"/>
<circle cx="150" cy="150" r="120" fill="none" stroke="${shade(color, 0.15)}" stroke-width="4"/>
<text x="150" y="${150 + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${fg}" letter-spacing="-1">${escapeXml(mark)}</text>
</svg>`;
}

const BANNER_PALETTES = [
  ['#0b3d91', '#1f6feb', '#ffd54a'],
  ['#00704a', '#17a673', '#ffffff'],
  ['#6a1b9a', '#ab47bc', '#ffe082'],
  ['#c62828', '#ef5350', '#fff3e0'],
];

/**
 * A slide's picture: gradient, light circles and a gift box on a tilted card, with no text. The
 * headline and its kicker are the page's own text over the picture (BannerSlider), set in the site
 * font and wrapped to the slide's width: text inside an image can use neither (issue 15 §2).
 */
export function bannerSvg(banner: { sortOrder: number }, variant: 'pc' | 'mobile'): string {
  const [dark, light, accent] = BANNER_PALETTES[Math.abs(banner.sortOrder) % BANNER_PALETTES.length]!;
  const pc = variant === 'pc';
  const w = pc ? 1200 : 750;
  const h = pc ? 400 : 750;
  // The card: its centre and side.
  const cx = pc ? w - 270 : w - 200;
  const cy = pc ? 200 : 560;
  const s = pc ? 220 : 200;
  const u = (f: number) => Math.round(f * s);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - (pc ? 180 : 120)}" cy="${pc ? 120 : 600}" r="${pc ? 220 : 260}" fill="#ffffff" opacity="0.08"/>
<circle cx="${w - (pc ? 80 : 40)}" cy="${pc ? 360 : 720}" r="${pc ? 140 : 160}" fill="#ffffff" opacity="0.08"/>
<g transform="rotate(-8 ${cx} ${cy})">
<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" rx="36" fill="#ffffff" opacity="0.95"/>
<rect x="${cx - u(0.27)}" y="${cy - u(0.02)}" width="${u(0.54)}" height="${u(0.3)}" rx="${u(0.03)}" fill="${light}"/>
<rect x="${cx - u(0.32)}" y="${cy - u(0.16)}" width="${u(0.64)}" height="${u(0.15)}" rx="${u(0.03)}" fill="${dark}"/>
<rect x="${cx - u(0.05)}" y="${cy - u(0.16)}" width="${u(0.1)}" height="${u(0.44)}" fill="${accent}" stroke="${dark}" stroke-width="2"/>
<ellipse cx="${cx - u(0.1)}" cy="${cy - u(0.22)}" rx="${u(0.11)}" ry="${u(0.06)}" transform="rotate(20 ${cx - u(0.1)} ${cy - u(0.22)})" fill="${accent}" stroke="${dark}" stroke-width="3"/>
<ellipse cx="${cx + u(0.1)}" cy="${cy - u(0.22)}" rx="${u(0.11)}" ry="${u(0.06)}" transform="rotate(-20 ${cx + u(0.1)} ${cy - u(0.22)})" fill="${accent}" stroke="${dark}" stroke-width="3"/>
</g>
</svg>`;
}
