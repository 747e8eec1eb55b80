/**
 * Plays the coach's track. Browsers may refuse to start sound without a click on the page
 * (autoplay policy): then `onBlocked(true)` and the next click or key anywhere starts it.
 */
export function playRemoteAudio(stream: MediaStream, onBlocked: (blocked: boolean) => void) {
  const audio = new Audio();
  audio.autoplay = true;
  audio.srcObject = stream;
  const retry = () => {
    audio.play().then(
      () => {
        onBlocked(false);
        removeListeners();
      },
      () => {},
    );
  };
  const removeListeners = () => {
    document.removeEventListener('pointerdown', retry);
    document.removeEventListener('keydown', retry);
  };
  audio.play().catch((error: unknown) => {
    if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
    onBlocked(true);
    document.addEventListener('pointerdown', retry);
    document.addEventListener('keydown', retry);
  });
  return {
    stop() {
      removeListeners();
      audio.pause();
      audio.srcObject = null;
    },
  };
}
