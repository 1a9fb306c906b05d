import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import type { AwsClient } from '../signed/aws-client';
import { AwsServiceError } from '../signed/aws-error';
import type { DocumentCommand } from './commands';

type Json = Record<string, unknown>;

/** Members that hold one item (or key) in a request or a response. */
const ITEM_MEMBERS = new Set([
  'Item',
  'Key',
  'ExpressionAttributeValues',
  'ExclusiveStartKey',
  'Attributes',
  'LastEvaluatedKey',
]);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Converts every item member found in `value` (at any depth: transactions, batch requests,
 * cancellation reasons) with `convert`; `Items` is a list of them.
 */
function convertItems(value: unknown, convert: (item: Json) => Json): unknown {
  if (Array.isArray(value)) return value.map((v) => convertItems(v, convert));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, member]) => {
      if (ITEM_MEMBERS.has(name) && isObject(member)) return [name, convert(member)];
      if (name === 'Items' && Array.isArray(member))
        return [name, member.map((item) => convert(item as Json))];
      return [name, convertItems(member, convert)];
    }),
  );
}

/** A request or response with its items as DynamoDB attribute values. */
export const toWire = (value: unknown) =>
  convertItems(value, (item) => marshall(item, { removeUndefinedValues: true }) as Json);
/** A request or response with its items as plain JavaScript values. */
export const fromWire = (value: unknown) => convertItems(value, (item) => unmarshall(item as never));

/** DynamoDB through its JSON protocol, with items as plain JavaScript values. */
export class DocumentClient {
  constructor(private readonly aws: AwsClient) {}

  async send<I, O>(command: DocumentCommand<I, O>): Promise<O> {
    try {
      const out = await this.aws.json(`DynamoDB_20120810.${command.operation}`, toWire(command.input));
      return fromWire(out) as O;
    } catch (error) {
      // A cancelled transaction says why per item, with the item when asked for.
      if (error instanceof AwsServiceError && Array.isArray(error.CancellationReasons))
        error.CancellationReasons = fromWire(error.CancellationReasons);
      throw error;
    }
  }
}
