/**
 * How long the bot listens (Lex V2 session attributes, milliseconds): up to 8 s for the business
 * to start speaking (the code hook then hears silence and the agent speaks or closes), 1.2 s of
 * silence ends an utterance, and one utterance lasts at most 30 s.
 */
export const LEX_TIMEOUTS = {
  'x-amz-lex:audio:start-timeout-ms:*:*': '8000',
  'x-amz-lex:audio:end-timeout-ms:*:*': '1200',
  'x-amz-lex:audio:max-length-ms:*:*': '30000',
};

/** A contact flow (Amazon Connect flow language) that starts at its first action. */
function flow(name: string, actions: ({ Identifier: string } & Record<string, unknown>)[]) {
  return { Version: '2019-10-30', StartAction: actions[0]?.Identifier, Metadata: { name }, Actions: actions };
}

/** Sets the neural text-to-speech voice, then goes on to `next` (also when the voice fails). */
function voiceAction(voice: string, next: string) {
  return {
    Identifier: 'voice',
    Type: 'UpdateContactTextToSpeechVoice',
    Parameters: { TextToSpeechVoice: voice, TextToSpeechEngine: 'Neural' },
    Transitions: { NextAction: next, Errors: [{ NextAction: next, ErrorType: 'NoMatchingError' }] },
  };
}

const HANG_UP = { Identifier: 'hangup', Type: 'DisconnectParticipant', Parameters: {}, Transitions: {} };

/** The inbound flow: says who called and why, then hangs up. */
export function inboundFlowContent(voice = 'Joanna') {
  return flow('Askaround inbound call', [
    voiceAction(voice, 'message'),
    {
      Identifier: 'message',
      Type: 'MessageParticipant',
      Parameters: {
        Text:
          'Hello. This number belongs to Askaround, an automated assistant that calls local businesses with questions from parents. ' +
          'There is no need to call back, and nobody is available on this line. Goodbye.',
      },
      Transitions: {
        NextAction: 'hangup',
        Errors: [{ NextAction: 'hangup', ErrorType: 'NoMatchingError' }],
      },
    },
    HANG_UP,
  ]);
}

/**
 * The outbound contact flow (Amazon Connect flow language): record both sides, set the voice,
 * hand the call to the Lex bot (whose code hook runs the agent turn by turn until it closes),
 * then hang up.
 */
export function contactFlowContent(lexAliasArn: string, voice = 'Joanna') {
  return flow('Askaround outbound research call', [
    {
      Identifier: 'record',
      Type: 'UpdateContactRecordingBehavior',
      Parameters: {
        RecordingBehavior: { RecordedParticipants: ['Agent', 'Customer'], IVRRecordingBehavior: 'Enabled' },
      },
      Transitions: { NextAction: 'voice' },
    },
    voiceAction(voice, 'agent'),
    {
      // The bot listens first ("Hello?"); its code hook answers each turn with ElicitIntent and
      // ends with Close, which returns here.
      Identifier: 'agent',
      Type: 'ConnectParticipantWithLexBot',
      Parameters: {
        SSML: '<speak><break time="500ms"/></speak>',
        LexV2Bot: { AliasArn: lexAliasArn },
        LexSessionAttributes: {
          callId: '$.Attributes.callId',
          researchId: '$.Attributes.researchId',
          ...LEX_TIMEOUTS,
        },
      },
      Transitions: {
        NextAction: 'hangup',
        Errors: [
          { NextAction: 'hangup', ErrorType: 'NoMatchingCondition' },
          { NextAction: 'hangup', ErrorType: 'NoMatchingError' },
        ],
      },
    },
    HANG_UP,
  ]);
}
