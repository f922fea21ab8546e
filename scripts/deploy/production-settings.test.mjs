// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../lib/config.mjs';
import { PRODUCTION_SETTINGS, productionSettingsText } from './production-settings.mjs';

describe('production settings', () => {
  it('are each explained in the README, by their first words', () => {
    const readme = readFileSync(join(rootDir, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('**Settings production needs**'));
    for (const setting of PRODUCTION_SETTINGS) {
      const name = (setting.split(':')[0] ?? '').replace(/\*.*$/, '').trim();
      expect(section).toContain(name);
    }
  });

  it('are printed as a list', () => {
    expect(productionSettingsText().split('\n')).toHaveLength(PRODUCTION_SETTINGS.length + 1);
  });
});
