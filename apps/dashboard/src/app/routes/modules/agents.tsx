import { ModuleEmptyState } from './ModuleEmptyState';

export const AgentsList = () => <ModuleEmptyState id="agentsList" />;
export const AgentCreate = () => <ModuleEmptyState id="agentCreate" />;
