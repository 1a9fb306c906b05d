import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Visualization } from '#shared/contracts/research';
import { VisualizationChart } from '#web/features/research/components/visualization-chart';

// jsdom lays nothing out: report a 600 × 240 box so Recharts' ResponsiveContainer draws its chart.
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: 600, height: 240 } } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
const original = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = SizedResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = original;
  vi.unstubAllGlobals();
});

/** Whether the page asks for reduced motion; charts then draw without animation. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

const viz = (over: Partial<Visualization>): Visualization => ({
  id: 'v1',
  callId: 'c1',
  type: 'bar',
  title: 'Prices at Splash Academy',
  description: '3 prices quoted on the call, in dollars.',
  config: { data: [] },
  createdAt: '2026-01-01T10:00:00.000Z',
  ...over,
});
/** The shapes with a drawn outline, once Recharts has laid them out. */
async function drawn(container: HTMLElement, selector: string, count: number) {
  const shapes = () =>
    [...container.querySelectorAll(`svg.recharts-surface ${selector}`)].filter(
      (shape) => (shape.getAttribute('d') ?? '').length > 10,
    );
  await waitFor(() => expect(shapes()).toHaveLength(count));
  return shapes();
}

describe('visualization charts drawn by Recharts', () => {
  beforeEach(() => prefersReducedMotion(true));

  it('animates only when the page does not ask for reduced motion', async () => {
    const data = [{ name: 'Group lesson', value: 25 }];
    prefersReducedMotion(false);
    const moving = render(<VisualizationChart visualization={viz({ config: { data } })} />);
    // The first frame of the animation draws the bar with no height yet.
    expect(moving.container.querySelectorAll('.recharts-bar-rectangle path[d]')).toHaveLength(0);
    moving.unmount();
    prefersReducedMotion(true);
    const still = render(<VisualizationChart visualization={viz({ config: { data } })} />);
    await drawn(still.container, '.recharts-bar-rectangle path', 1);
  });

  it('draws a pie with one coloured sector per share', async () => {
    const { container } = render(
      <VisualizationChart
        visualization={viz({
          type: 'pie',
          title: 'Shares mentioned by Splash Academy',
          config: {
            data: [
              { name: 'Group', value: 60 },
              { name: 'Private', value: 40 },
            ],
            colors: ['#2563eb', '#16a34a'],
          },
        })}
      />,
    );
    expect(screen.getByText('Shares mentioned by Splash Academy')).toBeInTheDocument();
    const sectors = await drawn(container, '.recharts-pie-sector path', 2);
    expect(sectors.map((s) => s.getAttribute('fill'))).toEqual(['#2563eb', '#16a34a']);
  });

  it('draws a bar chart with one bar per price', async () => {
    const data = [
      { name: 'Group lesson', value: 25, label: '$25' },
      { name: 'Private lesson', value: 60, label: '$60' },
      { name: 'Registration fee', value: 20, label: '$20' },
    ];
    const { container } = render(<VisualizationChart visualization={viz({ config: { data } })} />);
    expect(screen.getByText('Prices at Splash Academy')).toBeInTheDocument();
    await drawn(container, '.recharts-bar-rectangle path', 3);
    expect(container.querySelector('figure')).toHaveAttribute('data-visualization-type', 'bar');
  });

  it('draws a comparison as one horizontal bar per option, the longer for the higher price', async () => {
    const data = [
      { title: 'Group lesson', price: '$25', value: 25, features: [] },
      { title: 'Private lesson', price: '$60', value: 60, features: [] },
    ];
    const { container } = render(
      <VisualizationChart
        visualization={viz({ type: 'comparison', title: 'Options at Splash Academy', config: { data } })}
      />,
    );
    expect(screen.getByText('Options at Splash Academy')).toBeInTheDocument();
    const bars = await drawn(container, '.recharts-bar-rectangle path', 2);
    // Horizontal bars start at the same x, one row each, the longer for the larger price.
    expect(new Set(bars.map((b) => b.getAttribute('x'))).size).toBe(1);
    expect(new Set(bars.map((b) => b.getAttribute('y'))).size).toBe(2);
    const [group, priv] = bars.map((b) => Number(b.getAttribute('width')));
    expect(priv).toBeGreaterThan(group ?? 0);
    expect(container.querySelectorAll('.recharts-yAxis .recharts-cartesian-axis-tick')).toHaveLength(2);
  });
});
