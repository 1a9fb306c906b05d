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

/** The inbound flow: says who called and why, then hangs up. */
export function inboundFlowContent(voice = 'Joanna') {
  return {
    Version: '2019-10-30',
    StartAction: 'voice',
    Metadata: { name: 'Askaround inbound call' },
    Actions: [
      {
        Identifier: 'voice',
        Type: 'UpdateContactTextToSpeechVoice',
        Parameters: { TextToSpeechVoice: voice, TextToSpeechEngine: 'Neural' },
        Transitions: {
          NextAction: 'message',
          Errors: [{ NextAction: 'message', ErrorType: 'NoMatchingError' }],
        },
      },
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
      { Identifier: 'hangup', Type: 'DisconnectParticipant', Parameters: {}, Transitions: {} },
    ],
  };
}

/**
 * The outbound contact flow (Amazon Connect flow language): record both sides, set the voice,
 * hand the call to the Lex bot (whose code hook runs the agent turn by turn until it closes),
 * then hang up.
 */
export function contactFlowContent(lexAliasArn: string, voice = 'Joanna') {
  return {
    Version: '2019-10-30',
    StartAction: 'record',
    Metadata: { name: 'Askaround outbound research call' },
    Actions: [
      {
        Identifier: 'record',
        Type: 'UpdateContactRecordingBehavior',
        Parameters: {
          RecordingBehavior: { RecordedParticipants: ['Agent', 'Customer'], IVRRecordingBehavior: 'Enabled' },
        },
        Transitions: { NextAction: 'voice' },
      },
      {
        Identifier: 'voice',
        Type: 'UpdateContactTextToSpeechVoice',
        Parameters: { TextToSpeechVoice: voice, TextToSpeechEngine: 'Neural' },
        Transitions: { NextAction: 'agent', Errors: [{ NextAction: 'agent', ErrorType: 'NoMatchingError' }] },
      },
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
      { Identifier: 'hangup', Type: 'DisconnectParticipant', Parameters: {}, Transitions: {} },
    ],
  };
}
