import { QuickExit } from '@childhood-memories/crisis-resources';
import '@childhood-memories/crisis-resources/styles.css';
import '@childhood-memories/ui/styles.css';

import { renderHostPage } from './page.tsx';

renderHostPage(<QuickExit />);
