// The server the e2e suite drives: the built app on a fresh embedded database, removed on exit.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server');
fs.rmSync(dataDir, { recursive: true, force: true });
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanUp);

await import(path.join(root, 'dist/server/server.js'));
