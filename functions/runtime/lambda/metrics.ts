/** Per-call usage and outcome counts, in the `Askaround` namespace. */
const UNITS = {
  CallsPlaced: 'Count',
  CallsFailed: 'Count',
  CallsEnded: 'Count',
  ConnectedSeconds: 'Seconds',
  LexTurns: 'Count',
  BedrockInputTokens: 'Count',
  BedrockOutputTokens: 'Count',
  CreditsCharged: 'Count',
} as const;

export type MetricName = keyof typeof UNITS;

/**
 * Writes one CloudWatch embedded-metric-format line: the metrics (no dimensions, so they sum
 * across calls) and `properties` such as the call id, which stay searchable in Logs Insights so
 * a month's calls can be reconciled with the bill.
 */
export function emitMetrics(
  values: Partial<Record<MetricName, number>>,
  properties: Record<string, string> = {},
  now = new Date(),
): string {
  const names = Object.keys(values) as MetricName[];
  const line = JSON.stringify({
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: 'Askaround',
          Dimensions: [[]],
          Metrics: names.map((name) => ({ Name: name, Unit: UNITS[name] })),
        },
      ],
    },
    ...properties,
    ...values,
  });
  process.stdout.write(`${line}\n`);
  return line;
}
