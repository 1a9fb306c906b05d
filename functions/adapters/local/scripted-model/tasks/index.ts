import type { ScriptedTask } from '../task';
import { agentTurnTask } from './agent-turn';
import { extractionTask } from './extraction';
import { researchChatTask } from './research-chat';
import { researchMetadataTask } from './research-metadata';

/** Every task the scripted model knows, tried in order; add a task by adding its file here. */
export const scriptedTasks: ScriptedTask[] = [
  agentTurnTask,
  extractionTask,
  researchChatTask,
  researchMetadataTask,
];
