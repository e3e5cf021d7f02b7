import type { LocaleFormatter } from '@/lib/i18n/format';
import type { Translator } from '@/lib/i18n/translator';
import type { ActivityRow } from './reads';

/*
 * Activity entries as sentences in the staff member's language (docs/activity.md): "maria@… adjusted stock of
 * Azeite: +12", not `stock.adjust` and raw JSON. Each action has a sentence (`BackofficeActivity.sentences`) and a
 * name for the filter (`BackofficeActivity.actions`), keyed by the action with its dots as underscores.
 */

const keyOf = (action: string) => action.replaceAll('.', '_');

/** An action's readable name ("Stock adjusted"), or the stored name for an action without one. */
export function activityActionName(t: Translator, action: string): string {
  const key = `BackofficeActivity.actions.${keyOf(action)}`;
  return t.has(key as never) ? t(key as never) : action;
}

/** The stored facts as message values, with numbers, statuses and e-mails written for people. */
function detailValues(t: Translator, format: LocaleFormatter, entry: ActivityRow): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(entry.detail ?? {}))
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  const { delta, status, template, role, partnerRole } = entry.detail ?? {};
  if (typeof partnerRole === 'string' && t.has(`BackofficeMembers.roles.${partnerRole}` as never))
    values.partnerRole = t(`BackofficeMembers.roles.${partnerRole}` as never);
  if (typeof delta === 'number') values.delta = format.number(delta, { signDisplay: 'always' });
  if (entry.action === 'order.status' && typeof status === 'string' && t.has(`OrderStatus.${status}` as never))
    values.status = t(`OrderStatus.${status}` as never);
  if (typeof role === 'string' && t.has(`BackofficeAccounts.roles.${role}` as never))
    values.role = t(`BackofficeAccounts.roles.${role}` as never);
  if (typeof template === 'string' && t.has(`BackofficeEmails.templates.${template}` as never))
    values.template = t(`BackofficeEmails.templates.${template}` as never);
  return values;
}

/**
 * One activity entry as a sentence in `t`'s language: who did what to which record, with its facts (a stock delta
 * "+12", a new status "Collected"). An action without a sentence reads "who: action name target"; a fact an old
 * entry did not record reads "—".
 */
export function activitySentence(t: Translator, format: LocaleFormatter, entry: ActivityRow): string {
  const who = entry.staff ?? t('BackofficeActivity.someone');
  const target = entry.targetName ?? '';
  const key = `BackofficeActivity.sentences.${keyOf(entry.action)}`;
  if (!t.has(key as never))
    return t('BackofficeActivity.sentences.other', { who, action: activityActionName(t, entry.action), target }).trim();
  const values: Record<string, string> = { who, target, ...detailValues(t, format, entry) };
  for (const [, name] of String(t.raw(key as never)).matchAll(/\{(\w+)/g)) values[name] ??= '—';
  return t(key as never, values as never);
}
