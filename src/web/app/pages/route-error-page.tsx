import { Button, Container } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';

/** What a page that throws while rendering or loading shows instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  // After a deploy, an open tab may ask for page chunks that no longer exist.
  const chunkMissing =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  const description = chunkMissing
    ? 'A new version of Rift Fantasy is available. Reload to continue.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Something went wrong while showing this page. Reloading usually fixes it.';

  return (
    <Container size="sm">
      <ErrorPanel
        title={chunkMissing ? 'Update Available' : 'Something Went Wrong'}
        message={description}
      >
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button component="a" href="/" variant="default">
          Home
        </Button>
      </ErrorPanel>
    </Container>
  );
}
