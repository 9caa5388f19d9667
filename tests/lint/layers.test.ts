/*
 * The house style's layers as one dependency graph, enforced by ESLint (`layers()` in eslint.config.js,
 * eslint-plugin-boundaries): each kind of bad import below is refused, whichever way it is written
 * (a name, a relative path, `import()`, `require`, `export … from`), and each layer's own imports
 * go through.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { repoRoot } from '../../scripts/aliases.ts';

const eslint = new ESLint({ cwd: repoRoot });
const layerRules = ['boundaries/dependencies', 'no-restricted-imports'];

/** The layer refusals ESLint gives `code` as if it were the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const use = filePath.endsWith('.cjs') ? 'module.exports = value;' : 'export const used = value;';
  const [result] = await eslint.lintText(`${code}\n${use}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && layerRules.includes(message.ruleId))
    .map((message) => message.message);
}

const chain = 'the widgets are one chain';
const kitName = "import { value } from '@childhood-memories/testing';";

describe('the layers of the house style', () => {
  it.each([
    // A layer importing one above it.
    [
      'packages/api-client/src/bad.ts',
      "import { value } from '@childhood-memories/ui';",
      'api-client is the bottom layer',
    ],
    [
      'packages/api-client/src/bad.ts',
      "import { value } from '../../../mocks/answers.ts';",
      'api-client is the bottom layer',
    ],
    [
      'packages/ui/src/bad.ts',
      "import { value } from '@childhood-memories/memory-editor';",
      'ui builds on api-client only',
    ],
    [
      'packages/ui/src/bad.ts',
      "const value = () => import('@childhood-memories/quiz-help');",
      'ui builds on api-client only',
    ],
    [
      'packages/reference-server/src/bad.ts',
      "import { value } from '@childhood-memories/ui';",
      'The reference server builds on api-client only',
    ],
    [
      'packages/reference-server/src/seed/bad.ts',
      "import { value } from '../../../../mocks/fixtures/members.ts';",
      'The reference server builds on api-client only',
    ],
    [
      'mocks/bad.ts',
      "import { value } from '@childhood-memories/ui';",
      'The test kit (mocks/) builds on api-client only.',
    ],
    [
      'packages/reference-site/src/bad.ts',
      "import { value } from '../../reference-server/src/app.ts';",
      'The reference site builds on the widgets',
    ],
    [
      'packages/elements/src/bad.ts',
      "import { value } from '../../reference-server/src/app.ts';",
      'The custom elements build on the widgets',
    ],
    [
      'tests/contract/cases.ts',
      "import { value } from '@childhood-memories/testing';",
      'The shared contract cases build on api-client only',
    ],
    [
      'tests/contract/cases.ts',
      "import { value } from '../../packages/reference-server/src/test-support.ts';",
      'The shared contract cases build on api-client only',
    ],

    // A widget or a host importing the test kit, under its published name, its old name, a path,
    // `import()`, `require` or a re-export.
    ['packages/memory-modal/src/bad.ts', kitName, `memory-modal builds on ui and api-client only: ${chain}`],
    [
      'packages/memory-editor/src/bad.ts',
      "import { value } from '@childhood-memories/testing/node';",
      'memory-editor builds on',
    ],
    [
      'packages/memory-editor/src/bad.ts',
      // The kit's old name, gone from `paths` and node_modules: refused as resolving to nothing.
      "import { value } from '@childhood-memories/mocks';",
      'resolves to no package entry',
    ],
    [
      'packages/tag-wizard/src/bad.ts',
      "import { value } from '../../../mocks/answers.ts';",
      'tag-wizard builds on',
    ],
    [
      'packages/notifications-bell/src/bad.ts',
      "const value = await import('@childhood-memories/testing');",
      'notifications-bell builds on',
    ],
    [
      'packages/quiz-help/src/bad.ts',
      "const value = require('@childhood-memories/testing');",
      'quiz-help builds on',
    ],
    [
      'packages/crisis-resources/src/bad.ts',
      "export { value } from '@childhood-memories/testing';",
      'crisis-resources builds on',
    ],
    ['packages/elements/src/bad.ts', kitName, 'The custom elements build on the widgets'],
    ['packages/reference-site/src/bad.ts', kitName, 'The reference site builds on the widgets'],
    [
      'packages/reference-site/src/bad.ts',
      "const value = () => import('@childhood-memories/testing/node');",
      'The reference site builds on the widgets',
    ],
    [
      'packages/reference-site/scripts/bad.cjs',
      "const value = require('@childhood-memories/testing');",
      'The reference site builds on the widgets',
    ],
    [
      'packages/memory-modal/src/bad.ts',
      "import { value } from '@childhood-memories/testing/dist/index.js';",
      'resolves to no package entry',
    ],

    // A package reaching into another's src, even one it may import by name.
    [
      'packages/memory-editor/src/bad.ts',
      "import { value } from '../../quiz-help/src/HelpTileDialog.tsx';",
      'imports another by its name',
    ],
    [
      'packages/memory-editor/src/bad.ts',
      "const value = () => import('../../tag-wizard/src/index.ts');",
      'imports another by its name',
    ],
    [
      'packages/reference-site/src/routes/bad.ts',
      "import { value } from '../../../ui/src/index.ts';",
      'imports another by its name',
    ],
    [
      'packages/tag-wizard/src/bad.ts',
      "import { value } from '@childhood-memories/quiz-help/src/help-tiles.ts';",
      'resolves to no package entry',
    ],

    // A widget importing one beside or above it, which would close a cycle.
    [
      'packages/quiz-help/src/bad.ts',
      "import { value } from '@childhood-memories/tag-wizard';",
      `quiz-help builds on crisis-resources, ui, and api-client only: ${chain}`,
    ],
    [
      'packages/quiz-help/src/bad.ts',
      "const value = () => import('@childhood-memories/tag-wizard');",
      'quiz-help builds on',
    ],
    [
      'packages/tag-wizard/src/bad.ts',
      "import { value } from '@childhood-memories/memory-editor';",
      'tag-wizard builds on',
    ],
    [
      'packages/crisis-resources/src/bad.ts',
      "import { value } from '@childhood-memories/quiz-help';",
      'crisis-resources builds on',
    ],
    [
      'packages/crisis-resources/src/bad.ts',
      "const value = require('@childhood-memories/memory-editor');",
      'crisis-resources builds on',
    ],
    [
      'packages/memory-modal/src/bad.ts',
      "import { value } from '@childhood-memories/quiz-help';",
      'memory-modal builds on',
    ],
    [
      'packages/memory-modal/src/bad.ts',
      "import { value } from '@childhood-memories/notifications-bell';",
      'memory-modal builds on',
    ],
    [
      'packages/notifications-bell/src/bad.ts',
      "const value = () => import('@childhood-memories/memory-modal');",
      'notifications-bell builds on',
    ],
    [
      'packages/memory-editor/src/bad.ts',
      "export * as value from '@childhood-memories/memory-modal';",
      'memory-editor builds on',
    ],
    [
      'packages/memory-editor/src/bad.ts',
      "import { value } from '@childhood-memories/elements';",
      'memory-editor builds on',
    ],
  ])('%s: refuses %s', async (filePath, code, message) => {
    const found = await refusals(filePath, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ['packages/api-client/src/good.ts', "import { value } from './schemas/common.ts';"],
    ['packages/api-client/src/good.ts', "import { value } from 'zod';"],
    ['packages/ui/src/good.ts', "import { value } from '@childhood-memories/api-client';"],
    ['packages/crisis-resources/src/good.ts', "import { value } from '@childhood-memories/ui';"],
    ['packages/quiz-help/src/good.ts', "import { value } from '@childhood-memories/crisis-resources';"],
    ['packages/tag-wizard/src/good.ts', "const value = () => import('@childhood-memories/quiz-help');"],
    ['packages/memory-editor/src/good.ts', "import { value } from '@childhood-memories/ui';"],
    ['packages/memory-editor/src/good.ts', "import type { value } from '@childhood-memories/quiz-help';"],
    ['packages/memory-editor/src/good.ts', "const value = () => import('@childhood-memories/tag-wizard');"],
    ['packages/memory-editor/src/good.ts', "import { value } from '@childhood-memories/crisis-resources';"],
    ['packages/memory-modal/src/good.ts', "import { value } from '@childhood-memories/api-client';"],
    ['packages/notifications-bell/src/good.ts', "import { value } from '@childhood-memories/ui';"],
    ['packages/elements/src/good.ts', "import { value } from '@childhood-memories/crisis-resources';"],
    ['packages/elements/src/good.ts', "const value = () => import('@childhood-memories/memory-modal');"],
    ['packages/memory-editor/src/good.test.ts', kitName],
    ['packages/memory-editor/src/good.test.ts', "import { value } from '@childhood-memories/testing/node';"],
    ['packages/memory-modal/src/good.test.tsx', "import { value } from '../../../mocks/node.ts';"],
    ['packages/memory-editor/src/test-support.ts', "export { value } from '../../../mocks/node.ts';"],
    [
      'packages/reference-server/src/good.ts',
      "import { value } from '@childhood-memories/api-client/reference-data';",
    ],
    ['packages/reference-server/src/good.ts', "import { value } from 'node:path';"],
    ['mocks/good.ts', "import { value } from '@childhood-memories/api-client/reference-data';"],
    ['packages/reference-site/src/good.ts', "import { value } from '@childhood-memories/memory-modal';"],
    ['packages/reference-site/src/good.ts', "const value = () => import('@childhood-memories/tag-wizard');"],
    ['packages/reference-site/src/good.test.tsx', "import { value } from '../../../mocks/index.ts';"],
    ['tests/contract/cases.ts', "import { value } from '@childhood-memories/api-client';"],
    ['tests/contract/mocks.contract.test.ts', "import { value } from '@childhood-memories/testing';"],
    [
      'tests/contract/server.contract.test.ts',
      "import { value } from '../../packages/reference-server/src/test-support.ts';",
    ],
  ])('%s: allows %s', async (filePath, code) => {
    await expect(refusals(filePath, code)).resolves.toEqual([]);
  });
});
