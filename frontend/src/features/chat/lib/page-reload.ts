let asked = false;

/**
 * Whether this page was reloaded by the parent (not opened from a link or typed), asked once per
 * page load: only the first screen shown after a reload is the one that was reloaded.
 */
export function reloadedThisPage(path: string): boolean {
  if (asked) return false;
  asked = true;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && new URL(entry.name).pathname === path;
}
