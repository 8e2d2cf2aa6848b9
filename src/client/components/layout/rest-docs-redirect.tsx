/**
 * /docs/api and /api, reached by a click inside the app: the REST docs are
 * served by the server, not by the client router, so leave the app for
 * them (the server redirects the same paths when they are loaded directly).
 * replace(), so Back returns to the page the link was on.
 */
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';

/** With the slash: the docs page's assets are linked relative to it (./static/...). */
export const REST_DOCS_PATH = '/api/docs/';

export function RestDocsRedirect() {
  useEffect(() => {
    window.location.replace(REST_DOCS_PATH);
  }, []);
  return (
    <Center mih="60vh" role="status" aria-label="Opening the REST API documentation">
      <Loader />
    </Center>
  );
}
