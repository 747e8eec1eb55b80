import { describe, expect, it } from 'vitest';
import { TOOL_CATALOGUE } from '../../../../shared/tool-catalogue';
import {
  configureLabel,
  groupByCategory,
  someSelectedNeedSetup,
  toolBadge,
  toolClick,
  withTool,
  withoutTool,
} from './tool-rules';

const plain = { requiresConfig: false };
const calendar = { requiresConfig: true };

describe('toolClick (spec 02 §4)', () => {
  it('deselects a selected tool, configured or not', () => {
    expect(toolClick(plain, true, false)).toBe('deselect');
    expect(toolClick(calendar, true, false)).toBe('deselect');
    expect(toolClick(calendar, true, true)).toBe('deselect');
  });

  it('opens the setup of an unselected tool that still needs it', () => {
    expect(toolClick(calendar, false, false)).toBe('configure');
  });

  it('selects tools that need nothing more', () => {
    expect(toolClick(plain, false, false)).toBe('select');
    expect(toolClick(calendar, false, true)).toBe('select');
  });
});

describe('badges and setup buttons', () => {
  it('shows Requires Config, Needs Setup and Configured for configurable tools only', () => {
    expect(toolBadge(plain, true, false)).toBeNull();
    expect(toolBadge(calendar, false, false)).toBe('Requires Config');
    expect(toolBadge(calendar, true, false)).toBe('Needs Setup');
    expect(toolBadge(calendar, true, true)).toBe('Configured');
    expect(toolBadge(calendar, false, true)).toBe('Configured');
  });

  it('offers Configure or Reconfigure on selected configurable tools', () => {
    expect(configureLabel(plain, true, false)).toBeNull();
    expect(configureLabel(calendar, false, false)).toBeNull();
    expect(configureLabel(calendar, true, false)).toBe('Configure');
    expect(configureLabel(calendar, true, true)).toBe('Reconfigure');
  });

  it('warns while a selected tool lacks its setup', () => {
    expect(someSelectedNeedSetup(TOOL_CATALOGUE, ['web_scraper'], [])).toBe(false);
    expect(someSelectedNeedSetup(TOOL_CATALOGUE, ['google_calendar'], [])).toBe(true);
    expect(someSelectedNeedSetup(TOOL_CATALOGUE, ['google_calendar'], ['google_calendar'])).toBe(
      false,
    );
  });
});

describe('catalogue helpers', () => {
  it('groups by category in catalogue order', () => {
    const groups = groupByCategory([
      ...TOOL_CATALOGUE,
      { ...TOOL_CATALOGUE[0], id: 'crawler', name: 'Crawler' },
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Web', 'Media', 'Productivity']);
    expect(groups[0]?.tools.map((t) => t.id)).toEqual(['web_scraper', 'crawler']);
  });

  it('adds a tool once and removes it', () => {
    expect(withTool(['a'], 'a')).toEqual(['a']);
    expect(withTool(['a'], 'b')).toEqual(['a', 'b']);
    expect(withoutTool(['a', 'b'], 'a')).toEqual(['b']);
  });
});
