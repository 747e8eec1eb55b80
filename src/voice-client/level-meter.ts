/** Reports the microphone's loudness, 0 to 1, ten times a second, for a level meter. */
export function meterLevel(stream: MediaStream, onLevel: (level: number) => void) {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    // Speech RMS sits around 0.02–0.2: scaled so normal talking fills most of the meter.
    onLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      void context.close();
    },
  };
}
