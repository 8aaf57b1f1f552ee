import { useState } from 'react';

export type DownloadState = 'idle' | 'pending' | 'failed';

/**
 * A download the back office fetches with the session's token (a CSV export, an invoice, a licence): whether it
 * runs or failed, so the button can be disabled meanwhile and the failure said next to it.
 */
export function useDownload(run: () => Promise<void>): { state: DownloadState; start(): void } {
  const [state, setState] = useState<DownloadState>('idle');
  return {
    state,
    start() {
      setState('pending');
      run().then(
        () => setState('idle'),
        () => setState('failed'),
      );
    },
  };
}
