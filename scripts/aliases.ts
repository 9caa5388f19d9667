import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Vite aliases so Storybook and Vitest read every workspace package from its source:
 * no build step between an edit and a test. `@childhood-memories/x/styles.css` maps to
 * `packages/x/src/styles.css`, `@childhood-memories/x` to `packages/x/src/index.ts`.
 */
export function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const packagesDir = path.join(root, 'packages');
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const name of readdirSync(packagesDir)) {
    const src = path.join(packagesDir, name, 'src');
    if (!existsSync(path.join(src, 'index.ts'))) continue;
    aliases.push(
      {
        find: new RegExp(`^@childhood-memories/${name}/styles\\.css$`),
        replacement: path.join(src, 'styles.css'),
      },
      {
        find: new RegExp(`^@childhood-memories/${name}/dark\\.css$`),
        replacement: path.join(src, 'dark.css'),
      },
      { find: new RegExp(`^@childhood-memories/${name}$`), replacement: path.join(src, 'index.ts') },
    );
  }
  // Subpath entries of a package (`@childhood-memories/api-client/reference-data`).
  aliases.push({
    find: /^@childhood-memories\/api-client\/reference-data$/,
    replacement: path.join(packagesDir, 'api-client', 'src', 'reference-data.ts'),
  });
  aliases.push({
    find: /^@childhood-memories\/api-client\/domain$/,
    replacement: path.join(packagesDir, 'api-client', 'src', 'domain', 'index.ts'),
  });
  aliases.push({
    find: /^@childhood-memories\/crisis-resources\/return-guard$/,
    replacement: path.join(packagesDir, 'crisis-resources', 'src', 'return-guard.ts'),
  });
  // The test kit, by its published name only (mocks/ is its source).
  aliases.push({ find: /^@childhood-memories\/testing$/, replacement: path.join(root, 'mocks', 'index.ts') });
  aliases.push({
    find: /^@childhood-memories\/testing\/node$/,
    replacement: path.join(root, 'mocks', 'server.ts'),
  });
  return aliases;
}

export const repoRoot = root;
