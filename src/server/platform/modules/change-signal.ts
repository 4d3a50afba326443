/**
 * A counter that a writer bumps and a reader's cache compares with: "has this changed in THIS
 * process since I read it?" at the cost of one integer comparison. Other processes are not told;
 * caches that rely on a signal keep a short lifetime for them.
 */
export interface ChangeSignal {
  readonly version: number;
  notify(): void;
}

export function createChangeSignal(): ChangeSignal {
  let version = 0;
  return {
    get version() {
      return version;
    },
    notify() {
      version += 1;
    },
  };
}
