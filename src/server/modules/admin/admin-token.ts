import fs from 'node:fs';
import path from 'node:path';

export const ADMIN_FILE = 'admin.json';

export interface AdminHandle {
  url: string;
  token: string;
}

/** Tells `npm run admin` where the running server is and how to prove it is the operator. */
export function writeAdminHandle(dataDir: string, handle: AdminHandle) {
  fs.writeFileSync(path.join(dataDir, ADMIN_FILE), JSON.stringify(handle), { mode: 0o600 });
}

export function readAdminHandle(dataDir: string): AdminHandle | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, ADMIN_FILE), 'utf8')) as AdminHandle;
  } catch {
    return undefined;
  }
}

export function removeAdminHandle(dataDir: string) {
  fs.rmSync(path.join(dataDir, ADMIN_FILE), { force: true });
}
