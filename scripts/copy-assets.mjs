// Copies what the compiled API reads at run time besides its code (migrations, their journal,
// templates…): every file under <from> that is not TypeScript, to the same place under <to>.
import { cpSync } from 'node:fs';

const [from, to] = process.argv.slice(2);
if (!from || !to) throw new Error('usage: copy-assets.mjs <from> <to>');
cpSync(from, to, {
  recursive: true,
  filter: (source) => !source.endsWith('.ts') || source.endsWith('.d.ts'),
});
console.log(`copied non-TypeScript files ${from} → ${to}`);
