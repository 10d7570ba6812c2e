import { Fragment } from "react";
import { BLOCKS, loadPageBlocks, type PageBlock } from "../server/registry";
import { BlockFrame, InsertSlot } from "./block-frame";

/** A page's blocks in order, each through its type's component, with the places a new block can go. */
export function BlockList({ blocks, locale }: { blocks: PageBlock[]; locale: string }) {
  return (
    <>
      <InsertSlot index={0} />
      {blocks.map(({ definition, block, summary }, index) => (
        <Fragment key={`${summary.type}-${summary.id}`}>
          <BlockFrame summary={summary}>
            <definition.Component block={block} locale={locale} />
          </BlockFrame>
          <InsertSlot index={index + 1} />
        </Fragment>
      ))}
    </>
  );
}

/** Loads and renders a page's blocks (under a Suspense boundary, behind content that does not wait for them). */
export async function PageBlocks({ organizationId, urlPage, locale }: { organizationId: number; urlPage: string; locale: string }) {
  return <BlockList blocks={await loadPageBlocks(organizationId, urlPage)} locale={locale} />;
}

/** What shows while a page's blocks load: the skeleton of the first block type that has one. */
export function BlocksSkeleton() {
  const Skeleton = BLOCKS.find((block) => block.type === "template_section")?.Skeleton ?? BLOCKS[0]!.Skeleton;
  return <Skeleton />;
}
