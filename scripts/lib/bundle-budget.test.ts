import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialChunks, measureInitialJs, type Manifest } from './bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/Home.tsx': { file: 'assets/Home.js', isDynamicEntry: true, imports: ['_shared.js', '_vendor.js'] },
  'src/Admin.tsx': { file: 'assets/Admin.js', isDynamicEntry: true, imports: ['_vendor.js'] },
};

describe('the initial JavaScript of a page', () => {
  it('is the entry, the lazy modules the page needs, and all they import statically, once each', () => {
    expect(initialChunks(manifest, [])).toEqual(['index.html', '_shared.js']);
    expect(initialChunks(manifest, ['src/Home.tsx'])).toEqual(['index.html', '_shared.js', 'src/Home.tsx', '_vendor.js']);
  });

  it('refuses a lazy module the build does not have', () => {
    expect(() => initialChunks(manifest, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is not a chunk of this build');
  });

  it('sums the gzipped size of each file', () => {
    const dist = mkdtempSync(join(tmpdir(), 'budget-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const contents = { 'index.js': 'a'.repeat(500), 'shared.js': 'console.log(1)', 'Home.js': 'x', 'vendor.js': 'y', 'Admin.js': 'z' };
    for (const [file, text] of Object.entries(contents)) writeFileSync(join(dist, 'assets', file), text);
    const measured = measureInitialJs(dist, ['src/Home.tsx']);
    const expected = ['index.js', 'shared.js', 'Home.js', 'vendor.js'].map((file) => gzipSync(contents[file as keyof typeof contents]).length);
    expect(measured.files.map((file) => file.file)).toEqual(['assets/index.js', 'assets/shared.js', 'assets/Home.js', 'assets/vendor.js']);
    expect(measured.totalBytes).toBe(expected.reduce((a, b) => a + b, 0));
  });
});
