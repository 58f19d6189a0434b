/**
 * Runs `callback` once the browser has painted what is on screen now: a frame callback runs just
 * before the paint, and the task queued from it just after. Returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
