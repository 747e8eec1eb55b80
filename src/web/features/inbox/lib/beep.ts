let context: AudioContext | undefined;

/**
 * A short two-note chime, drawn with WebAudio (no sound file to load). Browsers keep sound
 * off until the person has used the page; until then this stays silent, which is fine: the
 * badge and the title say the same.
 */
export function beep() {
  try {
    context ??= new AudioContext();
    void context.resume();
    const start = context.currentTime;
    [880, 1320].forEach((frequency, i) => {
      const ctx = context as AudioContext;
      const tone = ctx.createOscillator();
      const volume = ctx.createGain();
      tone.frequency.value = frequency;
      const at = start + i * 0.15;
      volume.gain.setValueAtTime(0.15, at);
      volume.gain.exponentialRampToValueAtTime(0.001, at + 0.14);
      tone.connect(volume).connect(ctx.destination);
      tone.start(at);
      tone.stop(at + 0.15);
    });
  } catch {
    // No WebAudio here: the badge and the title still tell.
  }
}
