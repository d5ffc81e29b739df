// A task of the server's own, run now and then every interval, one run at a time: a run still
// going when the next is due is followed, not overlapped. A run reports its own failure; a failed
// one does not stop the next. The timer does not keep the process alive; `stop` ends it and waits
// for the run under way.
export function repeatEvery(intervalS: number, run: () => Promise<void>): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const next = () => {
    running = running.catch(() => undefined).then(run);
  };
  next();
  const timer = setInterval(next, intervalS * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
