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
          LexSessionAttributes: { callId: '$.Attributes.callId', researchId: '$.Attributes.researchId' },
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
