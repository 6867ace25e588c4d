import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requirementLabel, requirementText, type Translate } from './requirement-words.js';

const locale = (language: 'es' | 'en') =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'product.json'), 'utf8')) as Record<string, unknown>;

/** A `t` over the real locale file that fails on a key it lacks, as i18next would show the key. */
function translator(language: 'es' | 'en'): Translate {
  const texts = locale(language);
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
    if (typeof text !== 'string') throw new Error(`${language}: no text for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** Every label and value the demo catalogue states (src/server/db/seed/demo: winReq and its extras). */
const DEMO: Record<string, string[]> = {
  OS: ['Windows 10 64-bit', 'Windows 11 64-bit'],
  Processor: ['Intel Core i5-7600K / AMD Ryzen 5 1600X'],
  Memory: ['8 GB RAM', '16 GB RAM'],
  Graphics: ['NVIDIA GeForce GTX 1060 6 GB / AMD Radeon RX 580'],
  DirectX: ['Version 12'],
  Storage: ['90 GB available space', '4 GB available space'],
  Network: ['Broadband internet connection', '10 Mbps connection for streamed scenery', '50 Mbps connection for streamed scenery'],
  'VR headset': ['SteamVR-compatible headset', 'SteamVR-compatible headset with motion controllers', 'Optional, OpenXR-compatible'],
  'Additional notes': ['SSD required', 'SSD recommended', 'NVMe SSD required', 'NVMe SSD recommended', 'SSD required, broadband connection',
    'SSD required; requirements may change before release'],
};
const ENGLISH_WORDS = /\b(available|space|required|recommended|connection|version|headset|optional|bit|may|release|memory|storage|graphics|processor|notes|network)\b|-compatible/i;

describe('system requirements in the reader\'s language (PDP-24, issue 13 §5)', () => {
  it('Spanish: every demo label and value reads in Spanish; model names stay as they are', () => {
    const t = translator('es');
    for (const [label, values] of Object.entries(DEMO)) {
      expect(requirementLabel(label, t), label).not.toMatch(ENGLISH_WORDS);
      for (const value of values) expect(requirementText(value, t), value).not.toMatch(ENGLISH_WORDS);
    }
    expect(requirementLabel('Memory', t)).toBe('Memoria');
    expect(requirementText('90 GB available space', t)).toBe('90 GB de espacio disponible');
    expect(requirementText('16 GB RAM', t)).toBe('16 GB de RAM');
    expect(requirementText('Windows 11 64-bit', t)).toBe('Windows 11 de 64 bits');
    expect(requirementText('Version 12', t)).toBe('Versión 12');
    expect(requirementText('SSD required; requirements may change before release', t)).toBe('SSD obligatorio; los requisitos pueden cambiar antes del lanzamiento');
    expect(requirementText('Optional, OpenXR-compatible', t)).toBe('Opcional, compatible con OpenXR');
    expect(requirementText('Intel Core i5-7600K / AMD Ryzen 5 1600X', t)).toBe('Intel Core i5-7600K / AMD Ryzen 5 1600X');
  });

  it('English: every demo label and value reads exactly as stored', () => {
    const t = translator('en');
    for (const [label, values] of Object.entries(DEMO)) {
      expect(requirementLabel(label, t)).toBe(label);
      for (const value of values) expect(requirementText(value, t)).toBe(value);
    }
  });

  it('an unknown label or phrase is shown as stored, in either language', () => {
    for (const language of ['es', 'en'] as const) {
      expect(requirementLabel('Sound card', translator(language))).toBe('Sound card');
      expect(requirementText('DirectX compatible sound card', translator(language))).toBe('DirectX compatible sound card');
    }
  });
});
