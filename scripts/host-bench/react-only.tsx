import { renderHostPage } from './page.tsx';

renderHostPage();
