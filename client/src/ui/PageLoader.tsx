import { Center, Loader } from '@mantine/core';

/** The spinner shown while a page or the user's permissions are still loading. */
export function PageLoader() {
  return (
    <Center mih="70vh" w="100%">
      <Loader aria-label="Loading" />
    </Center>
  );
}
