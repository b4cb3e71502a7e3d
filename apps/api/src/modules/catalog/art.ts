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

export function bannerSvg(banner: { title: string; sortOrder: number }, variant: 'pc' | 'mobile'): string {
  const [dark, light, accent] = BANNER_PALETTES[Math.abs(banner.sortOrder) % BANNER_PALETTES.length]!;
  const pc = variant === 'pc';
  const w = pc ? 1200 : 750;
  const h = pc ? 400 : 750;
  const lines = wrap(banner.title, pc ? 18 : 9, pc ? 2 : 3);
  const size = pc ? 56 : 64;
  const x = pc ? 96 : 64;
  const y0 = pc ? 180 - (lines.length - 1) * 32 : 300 - (lines.length - 1) * 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(banner.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - (pc ? 180 : 120)}" cy="${pc ? 120 : 600}" r="${pc ? 220 : 260}" fill="#ffffff" opacity="0.08"/>
<circle cx="${w - (pc ? 80 : 40)}" cy="${pc ? 360 : 720}" r="${pc ? 140 : 160}" fill="#ffffff" opacity="0.08"/>
<rect x="${pc ? w - 380 : w - 300}" y="${pc ? 90 : 460}" width="${pc ? 220 : 200}" height="${pc ? 220 : 200}" rx="36" fill="#ffffff" opacity="0.95" transform="rotate(-8 ${pc ? w - 270 : w - 200} ${pc ? 200 : 560})"/>
<text x="${pc ? w - 270 : w - 200}" y="${pc ? 222 : 584}" text-anchor="middle" font-family="${FONT}" font-size="${pc ? 64 : 58}" font-weight="800" fill="${dark}" transform="rotate(-8 ${pc ? w - 270 : w - 200} ${pc ? 200 : 560})">GIFT</text>
<text x="${x}" y="${pc ? 110 : 170}" font-family="${FONT}" font-size="${pc ? 26 : 32}" font-weight="700" fill="${accent}">BizGift 기업 모바일 상품권</text>
${lines
  .map(
    (l, i) =>
      `<text x="${x}" y="${y0 + 40 + i * (size + 14)}" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#ffffff">${escapeXml(l)}</text>`,
  )
  .join('\n')}
</svg>`;
}
