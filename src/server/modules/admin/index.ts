/**
 * The operators' console and command line: people, settings, speech and model setup.
 * The module's face: other modules import only what this file exports (eslint.config.js).
 */
export { adminModule } from './admin-module';
export { adminServices } from './admin-services-module';
export { disableUser } from './admin-service';
export { readAdminHandle, removeAdminHandle, writeAdminHandle } from './admin-token';
export { CLI_TOKEN_PREFIX, cliBearer } from './cli-bearer';
export { claimFirstOperator, firstAccountPromise } from './first-operator';
export { isOperatorAccount } from './operator-access';
export { setOperator } from './people/operator-grant';
export { type LiveSettings } from './settings/live-settings';
export { resealOperatorKeys } from './settings/reseal-operator-keys';
