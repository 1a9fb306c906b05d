import { createDocumentClient } from '../adapters/aws/dynamo/client';
import type { TableRef } from '../adapters/aws/dynamo/items';
import { cloudAws } from './cloud-aws';
import type { CloudRuntimeSettings } from './cloud-settings';

/** The app's DynamoDB table for this function's repositories. */
export function cloudTable(settings: CloudRuntimeSettings): TableRef {
  return { doc: createDocumentClient(cloudAws(settings.AWS_REGION)), tableName: settings.TABLE_NAME };
}
