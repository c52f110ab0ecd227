/**
 * The compliance document (docs/responsible-gambling-rts.md) cites the tests that show each requirement, by file
 * and exact name: `tests/functions/x.test.ts`: 'name', "name" (a note in brackets may come before the colon). `npm test` checks, once every suite has run, that
 * each cited test ran and passed, so the document claims nothing a test does not show.
 */
import type { PlaywrightJson, VitestJson } from './test-report';

export interface CitedTest {
  file: string;
  title: string;
}

const CITATION = /`((?:tests|functions\/src|web\/src|scripts)\/[^`]+\.(?:test|spec)\.ts)`(?: \([^)]*\))?:((?:\s*(?:'[^']*'|"[^"]*")\s*(?:,|and)?)+)/g;
const QUOTED = /'([^']*)'|"([^"]*)"/g;

/** Every test the document cites: a backquoted test file followed by the quoted names of its tests. */
export function citedTests(markdown: string): CitedTest[] {
  const cited: CitedTest[] = [];
  for (const [, file, names] of markdown.matchAll(CITATION)) {
    for (const [, single, double] of names!.matchAll(QUOTED)) cited.push({ file: file!, title: (single ?? double)! });
  }
  return cited;
}

/** file (from the repository root) → names of the tests in it that passed, each as its title and its full name. */
export function passedTests(root: string, vitest: Array<VitestJson | null>, playwright: PlaywrightJson | null, browserDir: string): Map<string, Set<string>> {
  const passed = new Map<string, Set<string>>();
  const add = (file: string, ...names: string[]) => {
    const names_ = passed.get(file) ?? new Set<string>();
    for (const name of names) names_.add(name);
    passed.set(file, names_);
  };
  for (const report of vitest) {
    for (const file of report?.testResults ?? []) {
      const relative = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
      for (const test of file.assertionResults) if (test.status === 'passed') add(relative, test.fullName, test.title ?? test.fullName);
    }
  }
  const walk = (suite: PlaywrightJson['suites'][number]) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.length > 0 && spec.tests.every((test) => test.status === 'expected' || test.status === 'flaky')) add(`${browserDir}/${spec.file}`, spec.title);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  return passed;
}

/** The cited tests that did not pass in this run (missing, renamed, skipped or failed). */
export function citationsNotShown(cited: CitedTest[], passed: Map<string, Set<string>>): CitedTest[] {
  return cited.filter(({ file, title }) => {
    const names = passed.get(file);
    if (!names) return true;
    if (names.has(title)) return false;
    // A vitest full name starts with its describe blocks: a citation may leave them out.
    return ![...names].some((name) => name.endsWith(` ${title}`));
  });
}
