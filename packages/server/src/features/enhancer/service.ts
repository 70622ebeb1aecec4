// The enhancer (issue 20 item 6): lists what can be improved, asks the provider for a clearer
// version (nothing stored), and applies an accepted one (audit-logged, in one transaction).
import type {
  EnhanceAcceptInput,
  EnhanceItem,
  EnhanceItems,
  EnhanceProposal,
  EnhanceTarget,
} from '@app/contract/enhancer';
import { offlineWriting, type WritingAssistant } from '../../assistant';
import type { Deps, SessionUser } from '../../context';
import { HttpError } from '../../http/errors';
import { serverMessages } from '../../messages';
import { insertAuditRecord } from '../audit/repository';
import { writeSetting } from '../settings/repository';
import { siteInfoOf } from '../settings/service';
import { teachingForEnhancer, teachingsForEnhancer, updateTeachingContent } from './repository';

const text = serverMessages.enhancer;

/** The provider's writing help, else the offline one (a provider without it, e.g. a test's). */
export const writingOf = (deps: Pick<Deps, 'assistant'>): WritingAssistant => deps.assistant.writing ?? offlineWriting;

export async function enhanceItems(deps: Deps): Promise<EnhanceItems> {
  const teachings = await teachingsForEnhancer(deps.storage);
  const prompts = siteInfoOf(await deps.site.settings.fresh()).suggestedPrompts;
  return {
    teachings: teachings.map((row) => ({
      kind: 'teaching',
      id: row.id,
      title: row.title,
      domain: row.domain,
      text: row.content,
    })),
    prompts: prompts.map((prompt) => ({
      kind: 'prompt',
      id: prompt.id,
      title: prompt.title,
      domain: prompt.domain,
      text: prompt.text,
    })),
  };
}

/** The item a target names; 404 when there is none. */
async function itemOf(deps: Deps, target: EnhanceTarget): Promise<EnhanceItem> {
  if (target.kind === 'teaching') {
    const row = typeof target.id === 'number' ? await teachingForEnhancer(deps.storage, target.id) : undefined;
    if (!row) throw new HttpError(404, { message: text.teachingNotFound });
    return { kind: 'teaching', id: row.id, title: row.title, domain: row.domain, text: row.content };
  }
  const prompt = siteInfoOf(await deps.site.settings.fresh()).suggestedPrompts.find(
    (candidate) => candidate.id === target.id,
  );
  if (!prompt) throw new HttpError(404, { message: text.promptNotFound });
  return { kind: 'prompt', id: prompt.id, title: prompt.title, domain: prompt.domain, text: prompt.text };
}

export async function proposeEnhancement(deps: Deps, target: EnhanceTarget): Promise<EnhanceProposal> {
  const item = await itemOf(deps, target);
  let improved: Awaited<ReturnType<WritingAssistant['improve']>>;
  try {
    improved = await writingOf(deps).improve({ kind: item.kind, title: item.title, text: item.text });
  } catch (error) {
    deps.logger.error('enhancer: the provider could not propose a clearer version', { error: String(error) });
    throw new HttpError(502, { message: text.providerFailed });
  }
  return {
    kind: item.kind,
    id: item.id,
    title: item.title,
    original: item.text,
    proposed: improved.text,
    changes: improved.changes,
    provider: deps.assistant.name,
  };
}

/**
 * Applies an accepted proposal: the teaching's content or the prompt's text becomes `proposed`,
 * only if the text is still the one the proposal was made from (409 otherwise), with an audit
 * record of the text before and after.
 */
export async function acceptEnhancement(
  deps: Deps,
  admin: SessionUser,
  input: EnhanceAcceptInput,
): Promise<EnhanceItem> {
  const item = await itemOf(deps, input);
  if (item.text !== input.original) throw new HttpError(409, { message: text.changedMeanwhile });
  const at = deps.now();
  // The prompts as stored now (read before the transaction: the storage may be one connection).
  const prompts =
    item.kind === 'prompt'
      ? siteInfoOf(await deps.site.settings.reload()).suggestedPrompts.map((prompt) =>
          prompt.id === item.id ? { ...prompt, text: input.proposed } : prompt,
        )
      : [];
  await deps.storage.transaction(async (tx) => {
    if (item.kind === 'teaching') {
      if (!(await updateTeachingContent(tx, Number(item.id), input.original, input.proposed))) {
        throw new HttpError(409, { message: text.changedMeanwhile });
      }
    } else {
      await writeSetting(tx, 'suggestedPrompts', prompts, admin.id, at);
    }
    await insertAuditRecord(
      tx,
      {
        actorUserId: admin.id,
        action: 'enhancer.accepted',
        targetUserId: null,
        details: { kind: item.kind, id: item.id, title: item.title, before: input.original, after: input.proposed },
      },
      at,
    );
  });
  if (item.kind === 'teaching') deps.knowledge.invalidate();
  else await deps.site.settings.reload();
  return { ...item, text: input.proposed };
}
