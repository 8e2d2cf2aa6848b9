/**
 * The SDK's own MCP client over real HTTP, as an integrator's client
 * connects: Streamable HTTP at /mcp, with a bearer token when given.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

export async function connectMcp(baseUrl: string, token?: string): Promise<Client> {
  const client = new Client({ name: 'prompt-hub-tests', version: '1.0.0' });
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

/** A tool's answer, its structured content, and its error code when it failed. */
export async function callMcpTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ ok: boolean; data: Record<string, unknown>; code: string | null; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const error = result._meta?.['prompthub/error'] as { code: string } | undefined;
  const first = result.content[0];
  return {
    ok: result.isError !== true,
    data: result.structuredContent ?? {},
    code: error?.code ?? (result.isError ? 'INVALID' : null),
    text: first?.type === 'text' ? first.text : '',
  };
}
