/**
 * One MCP server per HTTP request (stateless Streamable HTTP, decision
 * 038): built for the request's caller, answering its messages, then
 * dropped. Nothing lives between requests, so any instance behind the load
 * balancer answers any request.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ServiceDeps } from '../services/service-deps.ts';
import type { McpCaller } from './mcp-caller.ts';
import { registerPromptHandlers } from './mcp-prompts.ts';
import { registerTools } from './mcp-tools.ts';

export const MCP_SERVER_INFO = { name: 'prompt-hub', title: 'Prompt Hub', version: '1.0.0' };

const INSTRUCTIONS =
  'Prompt Hub is a library of AI prompts. Every prompt is also an MCP prompt named "<slug>-<id>". ' +
  'Search with search_prompts, read one with get_prompt; with an API key, like, save and run them.';

export function createMcpServer(deps: ServiceDeps, caller: McpCaller): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    capabilities: { prompts: {}, tools: {} },
    instructions: INSTRUCTIONS,
  });
  registerPromptHandlers(server.server, deps, caller);
  registerTools(server, deps, caller);
  return server;
}
