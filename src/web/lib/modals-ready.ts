// The modals provider loads after first paint (decision 005). A modal opened before it
// listens would be lost, so openers wait for this signal; the provider's host raises it.
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the modals provider is mounted and listening. */
export function markModalsReady(): void {
  markReady();
}

/** Resolves once modals opened with `modals.open()` will show. */
export function whenModalsReady(): Promise<void> {
  return ready;
}
