/** STUB (issue 18): built by a helper. */
export default function StubPage() {
  return null;
}
