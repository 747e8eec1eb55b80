import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { businessSetupWizard } from './seed-wizards/business-setup-wizard';
import { wizards, type WizardContent } from './wizard-schema';

/** A built-in wizard: its content, and the version that brings older installs up to date. */
export interface SeedWizard {
  id: string;
  version: number;
  agentSeedKey: string;
  content: WizardContent;
}

export const SEED_WIZARDS: readonly SeedWizard[] = [businessSetupWizard];

/**
 * Inserts the built-in wizards, and replaces a stored one whose version is older: runs that
 * were started keep their answers (steps are matched by id).
 */
export async function seedWizards(db: Db): Promise<void> {
  for (const wizard of SEED_WIZARDS) {
    await db
      .insert(wizards)
      .values(wizard)
      .onConflictDoUpdate({
        target: wizards.id,
        set: {
          version: wizard.version,
          agentSeedKey: wizard.agentSeedKey,
          content: wizard.content,
          updatedAt: new Date(),
        },
        where: sql`${wizards.version} < ${wizard.version}`,
      });
  }
}
