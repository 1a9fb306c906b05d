/** Writes a CloudWatch embedded-metric-format line: counts in the `Askaround` namespace. */
export function countMetric(
  name: 'CallsPlaced' | 'CallsFailed' | 'CallsEnded',
  value = 1,
  now = new Date(),
): string {
  const line = JSON.stringify({
    _aws: {
      Timestamp: now.getTime(),
      CloudWatchMetrics: [
        { Namespace: 'Askaround', Dimensions: [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    [name]: value,
  });
  process.stdout.write(`${line}\n`);
  return line;
}
