import type {
  CreateTableCommandInput,
  CreateTableCommandOutput,
  DescribeTableCommandInput,
  DescribeTableCommandOutput,
  ListTablesCommandInput,
  ListTablesCommandOutput,
  UpdateTimeToLiveCommandInput,
  UpdateTimeToLiveCommandOutput,
} from '@aws-sdk/client-dynamodb';
import type {
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  ScanCommandInput,
  ScanCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';

/**
 * One DynamoDB action and its input, with items as plain JavaScript values (the document client
 * converts them to and from DynamoDB's attribute values). The input and output types are the AWS
 * SDK's own (`@aws-sdk/lib-dynamodb`), so the requests are typed against the API's contract.
 */
export abstract class DocumentCommand<Input, Output> {
  /** The DynamoDB API action, e.g. `GetItem`. */
  abstract readonly operation: string;
  /** Only carries the output type for `send`. */
  declare readonly output?: Output;
  constructor(readonly input: Input) {}
}

type Out<T> = Omit<T, '$metadata'>;

export class GetCommand extends DocumentCommand<GetCommandInput, Out<GetCommandOutput>> {
  readonly operation = 'GetItem';
}
export class PutCommand extends DocumentCommand<PutCommandInput, Out<PutCommandOutput>> {
  readonly operation = 'PutItem';
}
export class UpdateCommand extends DocumentCommand<UpdateCommandInput, Out<UpdateCommandOutput>> {
  readonly operation = 'UpdateItem';
}
export class DeleteCommand extends DocumentCommand<DeleteCommandInput, Out<DeleteCommandOutput>> {
  readonly operation = 'DeleteItem';
}
export class QueryCommand extends DocumentCommand<QueryCommandInput, Out<QueryCommandOutput>> {
  readonly operation = 'Query';
}
export class ScanCommand extends DocumentCommand<ScanCommandInput, Out<ScanCommandOutput>> {
  readonly operation = 'Scan';
}
export class BatchWriteCommand extends DocumentCommand<BatchWriteCommandInput, Out<BatchWriteCommandOutput>> {
  readonly operation = 'BatchWriteItem';
}
export class TransactWriteCommand extends DocumentCommand<
  TransactWriteCommandInput,
  Out<TransactWriteCommandOutput>
> {
  readonly operation = 'TransactWriteItems';
}
export class DescribeTableCommand extends DocumentCommand<
  DescribeTableCommandInput,
  Out<DescribeTableCommandOutput>
> {
  readonly operation = 'DescribeTable';
}
export class CreateTableCommand extends DocumentCommand<
  CreateTableCommandInput,
  Out<CreateTableCommandOutput>
> {
  readonly operation = 'CreateTable';
}
export class ListTablesCommand extends DocumentCommand<ListTablesCommandInput, Out<ListTablesCommandOutput>> {
  readonly operation = 'ListTables';
}
export class UpdateTimeToLiveCommand extends DocumentCommand<
  UpdateTimeToLiveCommandInput,
  Out<UpdateTimeToLiveCommandOutput>
> {
  readonly operation = 'UpdateTimeToLive';
}

export type {
  NativeAttributeValue,
  QueryCommandInput,
  TransactWriteCommandInput,
  UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
