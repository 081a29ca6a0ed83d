export default async function globalTeardown() {
  await globalThis.embeddedTestDatabase?.stop();
}
