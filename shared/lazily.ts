/**
 * `load` run on the first call and its promise shared by the calls after it; a load that failed is
 * tried again by the next call instead of failing the container's every request.
 */
export function lazily<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
