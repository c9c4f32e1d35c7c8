import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The README, everything under docs/, the benchmarks' README and its pages under bench/notes/: the pages a reader follows links through. */
function documentationFiles(root) {
  const underDocs = (dir) =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) return underDocs(path);
          return name.endsWith('.md') ? [path] : [];
        })
      : [];
  const topLevel = ['README.md', 'bench/README.md'].map((file) => join(root, file));
  return [
    ...topLevel.filter((file) => existsSync(file)),
    ...underDocs(join(root, 'docs')),
    ...underDocs(join(root, 'bench', 'notes')),
  ];
}

/** A fenced block's lines are code, never a heading or a link. */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Code is not prose: a link-shaped string inside a fence or backticks is an example, not a link. */
function withoutCode(markdown) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** Targets of inline links and images, `[text](target)`, with any title dropped. */
export function linkTargets(markdown) {
  const targets = [];
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)) {
    targets.push(match[1]);
  }
  return targets;
}

/** The anchor GitHub gives a heading: its text in lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a page offers; a repeated heading gets `-1`, `-2`... as on GitHub. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = headingSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Relative links of the given files that point at no file, or at no heading of their page. */
export function brokenLinks(root, files) {
  const broken = [];
  for (const file of files) {
    for (const target of linkTargets(readFileSync(file, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: and the like
      const [pathPart, anchor] = target.split('#');
      const targetPath = pathPart ? resolve(dirname(file), decodeURI(pathPart)) : file;
      const where = `${relative(root, file)}: ${target}`;
      if (!existsSync(targetPath)) {
        broken.push(`${where} (no such file)`);
      } else if (anchor !== undefined && targetPath.endsWith('.md')) {
        if (!anchorsOf(readFileSync(targetPath, 'utf8')).has(anchor)) {
          broken.push(`${where} (no such heading)`);
        }
      }
    }
  }
  return broken;
}

/** Folder names never committed (`name/` lines of .gitignore), and dot folders other than .ci. */
function isCommittedFolder(root, name) {
  const ignored = readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1));
  return !ignored.includes(name) && (!name.startsWith('.') || name === '.ci');
}

/** The folders a newcomer's map must name: the top ones, each app's and package's, and the apps' sources. */
export function foldersToMap(root) {
  const foldersIn = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isCommittedFolder(root, entry.name))
      .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
  const top = foldersIn('');
  const workspaces = ['apps', 'packages'].filter((dir) => top.includes(dir)).flatMap(foldersIn);
  const insideApps = workspaces.filter((dir) => dir.startsWith('apps/')).flatMap(foldersIn);
  const sources = insideApps.filter((dir) => dir.endsWith('/src')).flatMap(foldersIn);
  return [...top, ...workspaces, ...insideApps, ...sources].filter(
    (dir) => dir !== 'apps' && dir !== 'packages',
  );
}

/** Folders of `foldersToMap` the README links neither to nor to a file directly inside. */
export function unmappedFolders(root) {
  const linked = linkTargets(readFileSync(join(root, 'README.md'), 'utf8'))
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => relative(root, resolve(root, target.split('#')[0])));
  return foldersToMap(root).filter(
    (dir) => !linked.some((target) => target === dir || dirname(target) === dir),
  );
}

describe('links between the README, docs/, bench/README.md and bench/notes/', () => {
  it('finds inline links and images, and ignores those in code', () => {
    const page = [
      'See [ops](docs/operations.md#backup-and-restore) and ![logo](./logo.png "Logo").',
      'Inline `[not](a-link.md)` is code.',
      '```md',
      '[also not](fenced.md)',
      '```',
      '<https://example.com> and [site](https://example.com/x).',
    ].join('\n');
    assert.deepEqual(linkTargets(page), [
      'docs/operations.md#backup-and-restore',
      './logo.png',
      'https://example.com/x',
    ]);
  });

  it("gives a heading GitHub's anchor", () => {
    assert.equal(headingSlug("The data directory's lock"), 'the-data-directorys-lock');
    assert.equal(headingSlug('Mail in: MX record and port 25'), 'mail-in-mx-record-and-port-25');
    assert.equal(headingSlug('Listing (`listing.bench.ts`)'), 'listing-listingbenchts');
    assert.equal(
      headingSlug('API documentation, error answers'),
      'api-documentation-error-answers',
    );
    assert.equal(headingSlug('See [ops](x.md) now'), 'see-ops-now');
    assert.deepEqual(
      [...anchorsOf('## Ingest (`ingest.bench.ts`)\n```sh\n# not a heading\n```\n')],
      ['ingest-ingestbenchts'],
    );
    assert.deepEqual(
      [...anchorsOf('# Results\n## Results\n### Results\n')],
      ['results', 'results-1', 'results-2'],
    );
  });

  it('reports a link to a missing file and one to a missing heading, and passes good ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'ops.md'), '# Ops\n\n## Backup and restore\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '[good](docs/ops.md#backup-and-restore) [top](#read-me) [page](docs/ops.md)',
        '[gone](docs/missing.md) [moved](docs/ops.md#backups) [here](#nowhere)',
        '# Read me',
      ].join('\n'),
    );
    assert.deepEqual(brokenLinks(root, documentationFiles(root)), [
      'README.md: docs/missing.md (no such file)',
      'README.md: docs/ops.md#backups (no such heading)',
      'README.md: #nowhere (no such heading)',
    ]);
  });

  it('every relative link of the real pages resolves', () => {
    const files = documentationFiles(repoRoot);
    assert.ok(files.length > 3, 'the README and docs/ are found');
    assert.deepEqual(brokenLinks(repoRoot, files), []);
  });

  it("finds a folder missing from the README's map", () => {
    const root = mkdtempSync(join(tmpdir(), 'docs-map-'));
    for (const dir of ['apps/server/src/db', 'apps/server/src/lib', 'docs', 'node_modules/x']) {
      mkdirSync(join(root, dir), { recursive: true });
    }
    writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
    writeFileSync(
      join(root, 'README.md'),
      '[server](apps/server) [src](apps/server/src/) [db](apps/server/src/db) [docs](docs/README.md)',
    );
    assert.deepEqual(unmappedFolders(root), ['apps/server/src/lib']);
  });

  it("the README's map names every top folder, every app's folders and the apps' sources", () => {
    assert.ok(foldersToMap(repoRoot).includes('apps/server/src/modules'));
    assert.deepEqual(unmappedFolders(repoRoot), []);
  });
});
