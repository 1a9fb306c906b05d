import {
  ConflictException,
  GetTranscriptionJobCommand,
  type LanguageCode,
  StartTranscriptionJobCommand,
  type TranscribeClient,
} from '@aws-sdk/client-transcribe';

export interface TranscribeOptions {
  client: TranscribeClient;
  /** Bucket the recordings are in and the transcripts are written to. */
  bucket: string;
  outputPrefix: string;
  languageCode?: string;
}

export type TranscriptJobState =
  | { status: 'running' }
  | { status: 'done'; transcriptKey: string }
  | { status: 'failed'; reason: string };

/** Optional verbatim transcript of a recorded call (two channels: agent and business). */
export function createTranscribeJobs({
  client,
  bucket,
  outputPrefix,
  languageCode = 'en-US',
}: TranscribeOptions) {
  const jobName = (callId: string) => `askaround-${callId}`.replace(/[^0-9a-zA-Z._-]/g, '-');
  return {
    /** Starts the job once per call; a second start for the same call is not an error. */
    async start(callId: string, recordingKey: string): Promise<string> {
      const name = jobName(callId);
      try {
        await client.send(
          new StartTranscriptionJobCommand({
            TranscriptionJobName: name,
            LanguageCode: languageCode as LanguageCode,
            Media: { MediaFileUri: `s3://${bucket}/${recordingKey}` },
            OutputBucketName: bucket,
            OutputKey: `${outputPrefix.replace(/\/$/, '')}/${callId}.json`,
            Settings: { ChannelIdentification: true },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
      return name;
    },

    async status(callId: string): Promise<TranscriptJobState> {
      const { TranscriptionJob: job } = await client.send(
        new GetTranscriptionJobCommand({ TranscriptionJobName: jobName(callId) }),
      );
      if (job?.TranscriptionJobStatus === 'FAILED')
        return { status: 'failed', reason: job.FailureReason ?? 'unknown' };
      if (job?.TranscriptionJobStatus !== 'COMPLETED') return { status: 'running' };
      return { status: 'done', transcriptKey: `${outputPrefix.replace(/\/$/, '')}/${callId}.json` };
    },
  };
}
