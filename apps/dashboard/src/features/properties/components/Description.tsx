import { descriptionBlocks, type InlineRun } from '@staydesk/domain';
import { Link, Stack, Text } from '@staydesk/ui';

function Runs({ runs }: { runs: readonly InlineRun[] }) {
  return (
    <>
      {runs.map((run, index) => {
        const key = index;
        if (run.kind === 'bold') return <strong key={key}>{run.text}</strong>;
        if (run.kind === 'italic') return <em key={key}>{run.text}</em>;
        if (run.kind === 'link') {
          return (
            <Link key={key} href={run.href} target="_blank" rel="noopener noreferrer">
              {run.text}
            </Link>
          );
        }
        return <span key={key}>{run.text}</span>;
      })}
    </>
  );
}

/** A list keeps the browser's own markers (bullets, numbers): that is what tells it apart. */
function ListBlock({ ordered, items }: { ordered: boolean; items: readonly InlineRun[][] }) {
  const children = items.map((item, at) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity but their order
    <li key={at}>
      <Text as="span">
        <Runs runs={item} />
      </Text>
    </li>
  ));
  return ordered ? <ol>{children}</ol> : <ul>{children}</ul>;
}

/**
 * A property description: the domain parses its small markup into paragraphs and lists, and they
 * are rendered as elements (never as HTML), so nothing typed can become markup.
 */
export function Description({ text, emptyText }: { text: string; emptyText: string }) {
  const blocks = descriptionBlocks(text);
  if (blocks.length === 0) return <Text tone="secondary">{emptyText}</Text>;
  return (
    <Stack space="small">
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order
          <Text key={index}>
            <Runs runs={block.runs} />
          </Text>
        ) : (
          <ListBlock
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order
            key={index}
            ordered={block.ordered}
            items={block.items}
          />
        ),
      )}
    </Stack>
  );
}
