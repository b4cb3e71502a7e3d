import { describe, expect, it } from 'vitest';
import { criticalCss, htmlClasses } from './critical-css.ts';

/** A stylesheet shaped like Tailwind's minified output. */
const SHEET = [
  '/*! tailwindcss */',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand-600:#2952e3}}',
  '@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.hidden{display:none}',
  '.text-\\[8\\.4cqw\\]{font-size:8.4cqw}',
  '.\\32 xl\\:grid{display:grid}',
  '.hover\\:bg-brand-600:hover{@media (hover:hover){background:var(--color-brand-600)}}',
  '.group-hover\\:scale-\\[1\\.03\\]:is(:where(.group):hover *){scale:1.03}',
  '.space-y-2>:not(:last-child){margin-block-end:.5rem}',
  '.not-first\\:mt-2:not(.first){margin-top:.5rem}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.a,.b{color:red}',
  '@media (width>=40rem){.sm\\:flex{display:flex}.sm\\:hidden{display:none}}',
  '@media (width>=64rem){.lg\\:block{display:block}}',
  '}',
  '@property --tw-scale{syntax:"*";inherits:false;initial-value:1}',
  '@keyframes fade-in{from{opacity:0}to{opacity:1}}',
].join('');

describe('critical CSS: the rules a page uses', () => {
  const critical = criticalCss(SHEET);

  it('keeps the theme, the base layer, properties and keyframes, and the rules of the classes used', () => {
    const css = critical(
      '<body class="flex"><p class="text-[8.4cqw] hover:bg-brand-600 sm:flex">x</p><div class="b"></div></body>',
    );
    expect(css).toBe(
      [
        '@layer theme,base,components,utilities;',
        '@layer theme{:root,:host{--color-brand-600:#2952e3}}',
        '@layer base{*,:after{box-sizing:border-box}html{line-height:1.5}}',
        '@layer utilities{',
        '.flex{display:flex}',
        '.text-\\[8\\.4cqw\\]{font-size:8.4cqw}',
        '.hover\\:bg-brand-600:hover{@media (hover:hover){background:var(--color-brand-600)}}',
        '.a,.b{color:red}',
        '@media (width>=40rem){.sm\\:flex{display:flex}}',
        '}',
        '@property --tw-scale{syntax:"*";inherits:false;initial-value:1}',
        '@keyframes fade-in{from{opacity:0}to{opacity:1}}',
      ].join(''),
    );
  });

  it('a rule needs every class of its selector; :not() asks for none; escapes and entities are read', () => {
    const css = critical(
      '<a class="group"><img class="group-hover:scale-[1.03] space-y-2 not-first:mt-2 2xl:grid [&amp;&gt;svg]:size-4"></a>',
    );
    expect(css).toContain('.group-hover\\:scale-\\[1\\.03\\]:is(:where(.group):hover *){scale:1.03}');
    expect(css).toContain('.space-y-2>:not(:last-child)');
    expect(css).toContain('.not-first\\:mt-2:not(.first)');
    expect(css).toContain('.\\32 xl\\:grid{display:grid}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg');
    expect(css).not.toContain('.flex{');
    expect(css).not.toContain('@media (width>=40rem)');
    expect(critical('<img class="group-hover:scale-[1.03]">')).not.toContain('scale:1.03');
  });

  it('reads the classes of every class attribute, quoted either way', () => {
    expect([...htmlClasses(`<a class=" x  y"><b class='z'></b><i data-class="no"></i></a>`)]).toEqual([
      'x',
      'y',
      'z',
    ]);
  });
});
