/** The notes (Hz) of each cue, 0.15 s apart: rising for a new challenge, falling for a completed one. */
export const CHIMES = {
  newChallenge: [660, 880],
  completedChallenge: [880, 660],
  heatUp: [523, 659, 784],
  heatDown: [784, 659, 523],
} as const;
export type Chime = keyof typeof CHIMES;

let audio: AudioContext | null = null;

/**
 * Plays a short chime with Web Audio on one AudioContext per page. Where the browser has not allowed sound yet
 * (no user gesture; streaming software's browser sources allow it) the context stays suspended: it asks to resume
 * and plays nothing now, so no backlog of chimes sounds later.
 */
export function playChime(chime: Chime) {
  try {
    audio ??= new AudioContext();
    const context = audio;
    if (context.state !== 'running') {
      // Asking is enough: once the browser allows sound, the next chime plays.
      void context.resume().catch(() => undefined);
      return;
    }
    CHIMES[chime].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = context.currentTime + index * 0.15;
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.3);
    });
  } catch {
    // No Web Audio here: the page still updates.
  }
}
