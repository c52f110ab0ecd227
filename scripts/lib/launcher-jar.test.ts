import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { writeLauncherJar } from './launcher-jar';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function readSingleEntry(jar: Buffer): { name: string; data: Buffer; crc: number } {
  expect(jar.readUInt32LE(0)).toBe(0x04034b50);
  expect(jar.readUInt16LE(8)).toBe(0); // stored
  const crc = jar.readUInt32LE(14);
  const size = jar.readUInt32LE(18);
  const nameLength = jar.readUInt16LE(26);
  const name = jar.subarray(30, 30 + nameLength).toString('utf8');
  const data = jar.subarray(30 + nameLength, 30 + nameLength + size);
  return { name, data, crc };
}

describe('manifest-only launcher JAR', () => {
  const dir = mkdtempSync(join(tmpdir(), 'launcher-'));
  const target = join(dir, 'launcher.jar');
  const classPathJar = '/opt/google cloud sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
  writeLauncherJar(target, MAIN_CLASS, classPathJar);
  const entry = readSingleEntry(readFileSync(target));
  const manifest = entry.data.toString('utf8');

  it('holds exactly the manifest, with a matching checksum', () => {
    expect(entry.name).toBe('META-INF/MANIFEST.MF');
    expect(crc32(entry.data)).toBe(entry.crc);
  });

  it('keeps every manifest line within 72 bytes', () => {
    for (const line of manifest.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
  });

  it('names the main class and puts the emulator JAR (as a file URL) on the class path', () => {
    const unfolded = manifest.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Main-Class: ${MAIN_CLASS}\r\n`);
    expect(unfolded).toContain(`Class-Path: ${pathToFileURL(classPathJar).href}\r\n`);
    expect(unfolded.endsWith('\r\n\r\n')).toBe(true);
  });
});
