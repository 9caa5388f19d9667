import { createRoot } from 'react-dom/client';

import { HostPage } from './host.tsx';

const container = document.getElementById('root');
if (container === null) throw new Error('no #root');
createRoot(container).render(<HostPage />);
