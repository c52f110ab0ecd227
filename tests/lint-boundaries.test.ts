import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries in eslint.config.js refuse what they promise to refuse: each fixture is a small source linted
 * as if it were a file at that path (the file does not exist; its imports name real modules), with the repo's own
 * config, and must raise the boundary error, or, for the allowed imports, none.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe('feature boundaries', { timeout: 120_000 }, () => {
  it('lets a feature import a listed feature through its index.ts', async () => {
    expect(await boundaryErrors('web/src/features/accountReview/Fixture.ts', "import { useCurrentUser as imported } from '../auth';")).toEqual([]);
  });

  it('refuses a feature importing a feature its entry does not list', async () => {
    const errors = await boundaryErrors('web/src/features/auth/Fixture.ts', "import { StreamNavInfo as imported } from '../streams';");
    expect(errors).toEqual([expect.stringContaining('features/auth may import only no other feature')]);
  });

  it('refuses the reverse of a listed dependency (streamBets uses refunds, so refunds may not use streamBets)', async () => {
    const errors = await boundaryErrors('web/src/features/refunds/Fixture.ts', "import { StreamBetPanel as imported } from '../streamBets';");
    expect(errors).toEqual([expect.stringContaining('features/refunds may import only no other feature')]);
  });

  it('refuses the shell importing a feature it shows: that comes through its slots', async () => {
    const errors = await boundaryErrors('web/src/features/shell/Fixture.ts', "import { AccountStrip as imported } from '../wallet';");
    expect(errors).toEqual([expect.stringContaining('features/shell may import only auth, consent')]);
  });

  it("refuses a listed feature's inner file: only its index.ts", async () => {
    const errors = await boundaryErrors('web/src/features/events/Fixture.ts', "import { ChallengeClock as imported } from '../challenges/ChallengeClock';");
    expect(errors).toEqual([expect.stringContaining('only through its public entry, features/<area>/index.ts')]);
  });
});

describe('server code in the web app', { timeout: 120_000 }, () => {
  it('lets the web app import functions/src/shared through @shared', async () => {
    expect(await boundaryErrors('web/src/lib/Fixture.ts', "import { SUPPORTED_GAMES as imported } from '@shared/core/product';")).toEqual([]);
  });

  it('refuses the web app importing server code outside functions/src/shared', async () => {
    const errors = await boundaryErrors('web/src/lib/Fixture.ts', "import { INSUFFICIENT_FUNDS as imported } from '../../../functions/src/ledger/ledger';");
    expect(errors).toEqual([expect.stringContaining('The web app imports server code only from functions/src/shared')]);
  });
});

describe('ALLOWED_FEATURE_DEPENDENCIES', () => {
  it('is refused when it holds a two-way pair or a longer cycle', async () => {
    // A variable specifier: the config is plain JavaScript without type declarations.
    const config = new URL('../eslint.config.js', import.meta.url).href;
    const { assertNoCycle } = (await import(config)) as { assertNoCycle: (graph: Record<string, string[]>) => void };
    expect(() => assertNoCycle({ a: ['b'], b: ['a'] })).toThrow('Feature dependency cycle: a -> b -> a');
    expect(() => assertNoCycle({ a: ['b'], b: ['c'], c: ['a'] })).toThrow('Feature dependency cycle: a -> b -> c -> a');
    expect(() => assertNoCycle({ a: ['b', 'c'], b: ['c'], c: [] })).not.toThrow();
  });
});
