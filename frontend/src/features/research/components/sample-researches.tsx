import { useEffect, useRef } from 'react';
import { Button } from '#web/components/button';
import { errorMessage } from '#web/lib/api-client';
import { useAppConfig } from '#web/lib/app-config';
import { SEED_FLAG_KEY, useSeedDemo } from '../api/seed-demo';

function takeSeedFlag(): boolean {
  try {
    if (window.localStorage.getItem(SEED_FLAG_KEY) === null) return false;
    window.localStorage.removeItem(SEED_FLAG_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Loads the sample researches once when the local 'seed' flag is set; a failure is only logged. */
export function useSeedFlag(userId: string) {
  const seed = useSeedDemo(userId);
  const { mutate } = seed;
  const taken = useRef(false);
  useEffect(() => {
    if (userId === '' || taken.current || !takeSeedFlag()) return;
    taken.current = true;
    mutate(undefined, { onError: (error) => console.error('Demo seeding failed', error) });
  }, [userId, mutate]);
}

/** "Load sample researches" for an empty demo account. */
export function SampleResearchesButton({ userId }: { userId: string }) {
  const demoMode = useAppConfig()?.demoMode ?? false;
  const seed = useSeedDemo(userId);
  if (!demoMode) return null;
  return (
    <div className="mt-3 flex flex-col items-center gap-2">
      <Button variant="secondary" disabled={seed.isPending} onClick={() => seed.mutate()}>
        {seed.isPending ? 'Loading samples...' : 'Load sample researches'}
      </Button>
      {seed.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(seed.error, 'Could not load the sample researches')}
        </p>
      )}
    </div>
  );
}
