/** Resolves after `ms`; the spec's fixed delays (reset wait, login redirect) use it. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
