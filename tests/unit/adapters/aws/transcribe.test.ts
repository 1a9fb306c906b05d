import {
  BadRequestException,
  ConflictException,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTranscribeJobs } from '../../../../functions/adapters/aws/transcribe';

const transcribe = mockClient(TranscribeClient);
const jobs = createTranscribeJobs({
  client: new TranscribeClient({ region: 'us-east-1' }),
  bucket: 'rec',
  outputPrefix: 'transcripts/',
});
const meta = { $metadata: {} };

beforeEach(() => transcribe.reset());

describe('Transcribe jobs', () => {
  it('starts a two-channel job reading the recording and writing next to it', async () => {
    transcribe.on(StartTranscriptionJobCommand).resolves(meta);
    await expect(jobs.start('call-1', 'rec/c.wav')).resolves.toBe('askaround-call-1');
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]?.args[0].input).toMatchObject({
      TranscriptionJobName: 'askaround-call-1',
      Media: { MediaFileUri: 's3://rec/rec/c.wav' },
      OutputBucketName: 'rec',
      OutputKey: 'transcripts/call-1.json',
      Settings: { ChannelIdentification: true },
    });
  });

  it('treats a job that already exists as started, and rethrows other errors', async () => {
    transcribe
      .on(StartTranscriptionJobCommand)
      .rejects(new ConflictException({ message: 'exists', ...meta }));
    await expect(jobs.start('call-1', 'k')).resolves.toBe('askaround-call-1');
    transcribe
      .on(StartTranscriptionJobCommand)
      .rejects(new BadRequestException({ message: 'bad media', ...meta }));
    await expect(jobs.start('call-1', 'k')).rejects.toThrow('bad media');
  });

  it('reports running, done and failed jobs', async () => {
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' }, ...meta })
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' }, ...meta })
      .resolvesOnce({
        TranscriptionJob: { TranscriptionJobStatus: 'FAILED', FailureReason: 'Unsupported audio' },
        ...meta,
      });
    await expect(jobs.status('call-1')).resolves.toEqual({ status: 'running' });
    await expect(jobs.status('call-1')).resolves.toEqual({
      status: 'done',
      transcriptKey: 'transcripts/call-1.json',
    });
    await expect(jobs.status('call-1')).resolves.toEqual({ status: 'failed', reason: 'Unsupported audio' });
  });
});
