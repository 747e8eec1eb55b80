import { describe, expect, it } from 'vitest';
import { contentProblems } from './content-problems';

describe('contentProblems', () => {
  it('finds placeholders, dead addresses, promises and contradicted claims', () => {
    expect(contentProblems('governed by the laws of [Jurisdiction].')).toEqual([
      'a [bracketed] placeholder: "[Jurisdiction]"',
    ]);
    expect(contentProblems('Write to support@coachforge.local today.')).toEqual([
      'an address that reaches nobody: "support@coachforge.local"',
    ]);
    expect(contentProblems('Voice calls are not available yet.')).toHaveLength(2);
    expect(contentProblems('It arrives in an upcoming release. TODO')).toHaveLength(2);
    expect(contentProblems('CoachForge does not have a "Forgot password" link')).toHaveLength(1);
  });

  it('lets links, real addresses and plain sentences through', () => {
    expect(
      contentProblems('See [Sharing a public agent](/help/share-agent) or help@startup.com.'),
    ).toEqual([]);
  });
});
