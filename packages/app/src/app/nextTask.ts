interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves at the start of a new one, so the browser can handle input
 * and paint in between (`scheduler.yield` where the browser has it, which resumes ahead of other
 * queued tasks; a zero timeout elsewhere). The boot splits its work with it: one long task of
 * evaluating, routing and hydrating blocks a phone's main thread for hundreds of milliseconds.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
