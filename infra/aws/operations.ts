import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { APPLICATION, tagComponent } from './tags';

export interface OperationsProps {
  api: RestApi;
  stateMachine: StateMachine;
  /** Connect instance id (for its concurrency metric). */
  connectInstanceId: string;
  alertEmail: string | null;
  monthlyBudgetUsd: number;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Dashboard, alarms and the monthly budget. */
export class Operations extends Construct {
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const { api, stateMachine } = props;
    const apiErrorRate = new MathExpression({
      label: 'API 5xx rate (%)',
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: {
        errors: api.metricServerError({ period: FIVE_MINUTES }),
        requests: api.metricCount({ period: FIVE_MINUTES }),
      },
      period: FIVE_MINUTES,
    });
    const connectMetric = (metricName: string, statistic: string) =>
      new Metric({
        namespace: 'AWS/Connect',
        metricName,
        dimensionsMap: { InstanceId: props.connectInstanceId, MetricGroup: 'VoiceCalls' },
        statistic,
        period: FIVE_MINUTES,
      });
    const callFailureRate = new MathExpression({
      label: 'Call failure rate (%)',
      expression: '100 * failed / MAX([started, 1])',
      usingMetrics: {
        failed: new Metric({
          namespace: 'Askaround',
          metricName: 'CallsFailed',
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
        started: new Metric({
          namespace: 'Askaround',
          metricName: 'CallsPlaced',
          statistic: 'Sum',
          period: FIVE_MINUTES,
        }),
      },
      period: FIVE_MINUTES,
    });
    const concurrent = new Metric({
      namespace: 'AWS/Connect',
      metricName: 'ConcurrentCallsPercentage',
      dimensionsMap: { InstanceId: props.connectInstanceId, MetricGroup: 'VoiceCalls' },
      statistic: 'Maximum',
      period: FIVE_MINUTES,
    });
    const alarm = (id: string, metric: Metric | MathExpression, threshold: number, description: string) =>
      new Alarm(this, id, {
        metric,
        threshold,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
    this.alarms = [
      alarm('Api5xxRate', apiErrorRate, 5, 'More than 5% of API requests fail with a 5xx'),
      alarm(
        'WorkflowFailures',
        stateMachine.metricFailed({ period: FIVE_MINUTES }),
        1,
        'A research execution failed',
      ),
      alarm('CallFailureRate', callFailureRate, 25, 'A quarter of placed calls failed'),
      alarm('ConnectConcurrency', concurrent, 80, 'Amazon Connect is above 80% of its concurrent call quota'),
    ];
    new Dashboard(this, 'Dashboard', {
      dashboardName: `${APPLICATION}-operations`,
      widgets: [
        [
          new GraphWidget({
            title: 'API',
            left: [api.metricCount({ period: FIVE_MINUTES })],
            right: [apiErrorRate],
          }),
          new GraphWidget({
            title: 'API latency p95',
            left: [api.metricLatency({ period: FIVE_MINUTES, statistic: 'p95' })],
          }),
        ],
        [
          new GraphWidget({
            title: 'Research executions',
            left: [stateMachine.metricStarted(), stateMachine.metricSucceeded(), stateMachine.metricFailed()],
          }),
          new GraphWidget({
            title: 'Calls',
            left: [connectMetric('CallsPerInterval', 'Sum')],
            right: [callFailureRate, concurrent],
          }),
        ],
      ],
    });
    if (props.alertEmail) {
      new CfnBudget(this, 'Budget', {
        budget: {
          budgetName: `${APPLICATION}-monthly`,
          budgetType: 'COST',
          timeUnit: 'MONTHLY',
          budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
          costFilters: { TagKeyValue: [`user:Application$${APPLICATION}`] },
        },
        notificationsWithSubscribers: [80, 100].map((threshold) => ({
          notification: {
            notificationType: threshold === 100 ? 'FORECASTED' : 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold,
            thresholdType: 'PERCENTAGE',
          },
          subscribers: [{ subscriptionType: 'EMAIL', address: props.alertEmail as string }],
        })),
      });
    }
    tagComponent(this, 'api');
  }
}
