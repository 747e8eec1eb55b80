/** What a message asks a tool to do, recognised without a model: the registry's recognisers. */
export { recogniseIntents, type ToolIntent } from '../../tools';
