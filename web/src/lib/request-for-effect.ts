/**
 * Starts a request for an effect and returns its clean-up, which aborts it: an answer that comes after the
 * clean-up (another address, the page left) is dropped, and so is the failure the abort itself causes.
 */
export function requestForEffect<T>(
  request: (signal: AbortSignal) => Promise<T>,
  onAnswer: (answer: T) => void,
  onFailure: (error: unknown) => void,
): () => void {
  const controller = new AbortController();
  request(controller.signal).then(
    (answer) => {
      if (!controller.signal.aborted) onAnswer(answer);
    },
    (error: unknown) => {
      if (!controller.signal.aborted) onFailure(error);
    },
  );
  return () => controller.abort();
}
