/**
 * System requirements in the reader's language (§3 keeps them as a map of label to text, written in
 * English by whoever enters the product; issue 13 §5). Labels the store knows ("Memory") and the usual
 * phrases of their values ("8 GB RAM", "SSD required") are read from the locale files; anything else
 * (a processor or graphics card model, a phrase not listed) is a name or a note and is shown as stored.
 * Compound values ("SSD required, broadband connection") are translated part by part.
 */
export type RequirementKey = `requirements.labels.${LabelKey}` | `requirements.values.${ValueKey}`;
export type Translate = (key: RequirementKey, values?: Record<string, string>) => string;

const LABELS = {
  OS: 'os', Processor: 'processor', Memory: 'memory', Graphics: 'graphics', DirectX: 'directx', Storage: 'storage',
  Network: 'network', 'VR headset': 'vrHeadset', 'Additional notes': 'notes',
} as const;
type LabelKey = (typeof LABELS)[keyof typeof LABELS];

/** Whole phrases, compared without regard to case. */
const PHRASES = {
  'ssd required': 'ssdRequired',
  'ssd recommended': 'ssdRecommended',
  'nvme ssd required': 'nvmeRequired',
  'nvme ssd recommended': 'nvmeRecommended',
  'broadband internet connection': 'broadband',
  'broadband connection': 'broadbandShort',
  'requirements may change before release': 'mayChange',
  'steamvr-compatible headset': 'steamVrHeadset',
  'steamvr-compatible headset with motion controllers': 'steamVrHeadsetControllers',
  'openxr-compatible': 'openXr',
  optional: 'optional',
} as const;

/** Phrases with a figure or a name in them; each capture fills the named placeholder. */
const PATTERNS: readonly [RegExp, ValueKey, string][] = [
  [/^(\d+(?:\.\d+)?) GB RAM$/i, 'ram', 'size'],
  [/^(\d+(?:\.\d+)?) GB available space$/i, 'space', 'size'],
  [/^Version (\S+)$/i, 'version', 'version'],
  [/^(.+) 64-bit$/i, 'bits64', 'system'],
  [/^(\d+) Mbps connection for streamed scenery$/i, 'mbpsScenery', 'speed'],
];
type ValueKey = (typeof PHRASES)[keyof typeof PHRASES] | 'ram' | 'space' | 'version' | 'bits64' | 'mbpsScenery';

const SEPARATOR = /(; |, )/;

export function requirementLabel(label: string, t: Translate): string {
  const key = (LABELS as Record<string, LabelKey | undefined>)[label];
  return key ? t(`requirements.labels.${key}`) : label;
}

function translatePart(part: string, t: Translate): string {
  const phrase = (PHRASES as Record<string, ValueKey | undefined>)[part.toLowerCase()];
  if (phrase) return t(`requirements.values.${phrase}`);
  for (const [pattern, key, name] of PATTERNS) {
    const match = pattern.exec(part);
    if (match) return t(`requirements.values.${key}`, { [name]: match[1]! });
  }
  return part;
}

export function requirementText(text: string, t: Translate): string {
  const translated = text.split(SEPARATOR).map((part, index) => (index % 2 === 1 ? part : translatePart(part, t))).join('');
  // Phrases are written in lower case to sit mid-sentence; the value starts with a capital, as stored.
  return text && text[0] === text[0]!.toUpperCase() ? translated.charAt(0).toUpperCase() + translated.slice(1) : translated;
}
