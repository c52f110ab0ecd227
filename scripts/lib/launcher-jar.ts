import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

/**
 * Manifest lines are limited to 72 bytes; longer values continue on lines that start with one space.
 */
function manifestLine(name: string, value: string): string {
  const line = `${name}: ${value}`;
  const chunks = [line.slice(0, 72)];
  for (let i = 72; i < line.length; i += 71) chunks.push(` ${line.slice(i, i + 71)}`);
  return chunks.join('\r\n') + '\r\n';
}

function localHeader(name: Buffer, data: Buffer, crc: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4); // version needed
  header.writeUInt16LE(0, 6); // flags
  header.writeUInt16LE(0, 8); // stored, no compression
  header.writeUInt32LE(0, 10); // time/date
  header.writeUInt32LE(crc, 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return header;
}

function centralHeader(name: Buffer, data: Buffer, crc: number): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(20, 4); // version made by
  header.writeUInt16LE(10, 6); // version needed
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt32LE(0, 12);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(data.length, 20);
  header.writeUInt32LE(data.length, 24);
  header.writeUInt16LE(name.length, 28);
  // extra, comment, disk, internal attrs, external attrs, local header offset (0) stay zero
  return header;
}

function endOfCentralDirectory(centralSize: number, centralOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  return end;
}

/**
 * Writes a JAR holding only a manifest: `java -jar` on it runs `mainClass` from `classPathJar`.
 * This lets firebase-tools start the Google Cloud CLI's Firestore emulator, whose JAR has no Main-Class.
 */
export function writeLauncherJar(target: string, mainClass: string, classPathJar: string): void {
  const manifest = Buffer.from(
    manifestLine('Manifest-Version', '1.0') +
      manifestLine('Main-Class', mainClass) +
      manifestLine('Class-Path', pathToFileURL(classPathJar).href) +
      '\r\n',
    'utf8',
  );
  const name = Buffer.from('META-INF/MANIFEST.MF', 'utf8');
  const crc = crc32(manifest);
  const local = Buffer.concat([localHeader(name, manifest, crc), name, manifest]);
  const central = Buffer.concat([centralHeader(name, manifest, crc), name]);
  writeFileSync(target, Buffer.concat([local, central, endOfCentralDirectory(central.length, local.length)]));
}
