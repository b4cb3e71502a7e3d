/**
 * The first screen's API answers that the server wrote into the HTML of the public catalogue pages
 * (apps/api/src/http/spa.ts): each is used once, by the first GET of the same URL, and all are
 * dropped at the first navigation so nothing older than the page itself is ever shown.
 */

const ELEMENT_ID = 'first-screen-data';

let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (element?.textContent) {
    try {
      answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
    } catch {
      // A damaged block only costs the requests it would have saved.
    }
  }
  element?.remove();
  return answers;
}

/** A URL with its query parameters sorted, as the server keys its answers. */
function readKey(url: string): string {
  const parsed = new URL(url, 'http://local');
  parsed.searchParams.sort();
  return parsed.pathname + parsed.search;
}

/** The server's answer for this GET, if it sent one and nobody used it yet. */
export function takeFirstScreenAnswer(url: string): { data: unknown } | undefined {
  const all = load();
  if (all.size === 0) return undefined;
  const key = readKey(url);
  if (!all.has(key)) return undefined;
  const data = all.get(key);
  all.delete(key);
  return { data };
}

/** The server's render (entry-server.tsx) hands the page the answers it will also write into the HTML. */
export function provideFirstScreenAnswers(served: Record<string, unknown>): void {
  answers = new Map(Object.entries(served));
}

export function dropFirstScreenAnswers(): void {
  answers = new Map();
}
