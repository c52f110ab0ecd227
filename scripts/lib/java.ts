import { spawnSync } from 'node:child_process';

export const MIN_JAVA = 17;

const INSTALL_HINT =
  'Install a Java runtime 17 or newer (Debian/Ubuntu: `sudo apt-get install openjdk-17-jre-headless`; ' +
  'macOS: `brew install openjdk@17`; Windows: https://adoptium.net) and make sure `java` is on your PATH.';

/** Returns the major Java version, or null when `java` cannot be run. */
export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report themselves as 1.x.
  return major === 1 ? Number(match[2]) : major;
}

/** Throws an Error whose message tells the user what to install. */
export function requireJava(): number {
  const major = javaMajorVersion();
  if (major === null) {
    throw new Error(`Java was not found. The Firebase emulators need Java ${MIN_JAVA} or newer. ${INSTALL_HINT}`);
  }
  if (major < MIN_JAVA) {
    throw new Error(`Java ${major} is too old: the Firebase emulators need Java ${MIN_JAVA} or newer. ${INSTALL_HINT}`);
  }
  return major;
}
