// Every @mantine/core stylesheet, in a CSS layer so the app's own styles win. Loaded with the back
// office only: the public pages load the checked list in ui/public-styles.ts instead.
import '@mantine/core/styles.layer.css';
import { RequireRole } from '../features/auth/components/RequireRole';

export default function AdminArea() {
  return <RequireRole role="admin" />;
}
