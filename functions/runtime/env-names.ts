/** Names of the configuration variables, shared with the CDK stack that sets them. */
export const ENV = {
  port: 'PORT',
  dataDir: 'DATA_DIR',
  demoMode: 'DEMO_MODE',
  useSamplePhone: 'USE_SAMPLE_PHONE',
  sampleDestinationPhone: 'SAMPLE_DESTINATION_PHONE',
  tableName: 'TABLE_NAME',
  region: 'AWS_REGION',
  logLevel: 'POWERTOOLS_LOG_LEVEL',
} as const;

export type EnvName = (typeof ENV)[keyof typeof ENV];
