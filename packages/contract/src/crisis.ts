// Crisis care (DECISIONS "Care"): the categories, the roles of a resource and the shapes of the
// help. The list itself is crisisDirectory.ts; the server may replace it (CRISIS_RESOURCES_FILE, see
// its README), so the shape is a schema the replacement is checked against.
import * as v from 'valibot';

/**
 * What a crisis message speaks of; the resources and their order follow it. `danger`: someone is
 * hurting or about to hurt the person now; `abuse`: abuse, violence or threats over time.
 */
export const crisisCategories = ['suicide', 'self-harm', 'abuse', 'danger', 'overdose', 'medical'] as const;
export const CrisisCategorySchema = v.picklist(crisisCategories);
export type CrisisCategory = v.InferOutput<typeof CrisisCategorySchema>;

/** What a resource is for; a category lists the roles it needs, most urgent first. */
export const crisisRoles = [
  'emergency',
  'crisis-line',
  'text-line',
  'abuse',
  'poison',
  'medical-advice',
  'directory',
] as const;
export const CrisisRoleSchema = v.picklist(crisisRoles);
export type CrisisRole = v.InferOutput<typeof CrisisRoleSchema>;

/** Only links a phone or a browser opens safely: a call, a text, a web page. */
const contactHref = v.pipe(v.string(), v.regex(/^(tel:\+?[0-9]+|sms:\+?[0-9]+|https:\/\/[^\s"'<>]+)$/));

/** One way to reach a resource: `label` is what the link reads ("Call 988"). */
export const CrisisContactSchema = v.object({
  kind: v.picklist(['call', 'text', 'web']),
  label: v.pipe(v.string(), v.nonEmpty()),
  href: contactHref,
});
export type CrisisContact = v.InferOutput<typeof CrisisContactSchema>;

export const CrisisResourceSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  role: CrisisRoleSchema,
  name: v.pipe(v.string(), v.nonEmpty()),
  /** One sentence: who it helps, when (e.g. "Free and confidential, any time, day or night."). */
  description: v.string(),
  contacts: v.pipe(v.array(CrisisContactSchema), v.minLength(1)),
});
export type CrisisResource = v.InferOutput<typeof CrisisResourceSchema>;

/** The help of one place. `regions` are ISO 3166 country codes (`GB`, `IE`), upper case. */
export const CrisisRegionSchema = v.object({
  regions: v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
  name: v.pipe(v.string(), v.nonEmpty()),
  resources: v.array(CrisisResourceSchema),
});
export type CrisisRegion = v.InferOutput<typeof CrisisRegionSchema>;

/** Every place's help, and the `fallback` for anyone else (it should hold an emergency and a directory). */
export const CrisisDirectorySchema = v.object({
  fallback: CrisisRegionSchema,
  regions: v.array(CrisisRegionSchema),
});
export type CrisisDirectory = v.InferOutput<typeof CrisisDirectorySchema>;

/** What a crisis reply carries for the chat's card (`Message.crisis`): the words and the help, in order. */
export const CrisisSupportSchema = v.object({
  category: CrisisCategorySchema,
  /** The country whose help is listed, or null for the international list. */
  region: v.nullable(v.string()),
  regionName: v.string(),
  /** Selene's words, one paragraph each. */
  message: v.array(v.string()),
  resources: v.array(CrisisResourceSchema),
});
export type CrisisSupport = v.InferOutput<typeof CrisisSupportSchema>;

/** For each category, the roles to offer, most urgent first (medical: the emergency number first). */
export const crisisRoleOrder: Record<CrisisCategory, readonly CrisisRole[]> = {
  suicide: ['crisis-line', 'text-line', 'emergency', 'directory'],
  'self-harm': ['crisis-line', 'text-line', 'emergency', 'directory'],
  abuse: ['abuse', 'emergency', 'crisis-line', 'directory'],
  danger: ['emergency', 'abuse', 'directory'],
  overdose: ['emergency', 'poison', 'crisis-line', 'directory'],
  medical: ['emergency', 'medical-advice'],
};
