import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_KEYS } from '#functions/adapters/aws/dynamo/table-schema';
import { APPLICATION, tagComponent } from './tags';

/** The single table, mirroring functions/adapters/aws/dynamo/table-schema.ts. */
export class Data extends Construct {
  readonly table: TableV2;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { partitionKey, sortKey, gsi1, ttlAttribute } = TABLE_KEYS;
    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: ttlAttribute,
      removalPolicy: RemovalPolicy.RETAIN,
      // A global table keeps its tags per replica, out of reach of the stack's tag aspect.
      tags: [
        { key: 'Application', value: APPLICATION },
        { key: 'Component', value: 'data' },
      ],
      globalSecondaryIndexes: [
        {
          indexName: gsi1.name,
          partitionKey: { name: gsi1.partitionKey, type: AttributeType.STRING },
          sortKey: { name: gsi1.sortKey, type: AttributeType.STRING },
        },
      ],
    });
    tagComponent(this, 'data');
  }
}
