// Only the Mantine styles the app uses, to keep the home page's CSS small (DESIGN.md section 9).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Skeleton.css';
// The web font draws Arabic script only: Latin text (English pages, digits, phones) uses the
// system's font, so an English page downloads no font at all.
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-600.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import './global.css';
