import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';

/** Whether a box that scrolls sideways hides content to its right, re-read on scroll and resize. */
export function useSideScroll(box: RefObject<HTMLElement | null>) {
  const [state, setState] = useState({ overflows: false, moreRight: false });
  const measure = useCallback(() => {
    const el = box.current;
    if (!el) return;
    const overflows = el.scrollWidth > el.clientWidth + 1;
    const moreRight = overflows && el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setState((s) => (s.overflows === overflows && s.moreRight === moreRight ? s : { overflows, moreRight }));
  }, [box]);
  useLayoutEffect(() => {
    measure();
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [box, measure]);
  return { ...state, measure };
}
