// Only the Mantine styles the app uses, to keep the home page's CSS small (DESIGN.md section 9).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// In Mantine's layer, like the back office's sheets: unlayered, this reset beat their Button styles
// (a filled Save without its colour on pages opened directly).
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Skeleton.css';
import './global.css';
