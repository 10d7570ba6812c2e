import { Fragment } from "react";
import type { PageBlock } from "../server/registry";
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
