// Where the knowledge map draws its teachings, and where the arrow keys go. Pure.
import { type KnowledgeMapDomain, knowledgeMapDomains, type MapTeaching } from '@app/contract/knowledgeMap';

export const mapGeometry = { width: 960, columnWidth: 320, top: 72, rowGap: 64, bottom: 40 } as const;

export interface PlacedTeaching {
  teaching: MapTeaching;
  column: number;
  row: number;
  x: number;
  y: number;
}

export interface MapLayout {
  columns: { domain: KnowledgeMapDomain; x: number; nodes: PlacedTeaching[] }[];
  byId: Map<number, PlacedTeaching>;
  height: number;
}

/** Three columns, one a domain (in the contract's order), each teaching a row by title. */
export function layoutKnowledgeMap(teachings: readonly MapTeaching[]): MapLayout {
  const byId = new Map<number, PlacedTeaching>();
  const columns = knowledgeMapDomains.map((domain, column) => {
    const x = mapGeometry.columnWidth * column + mapGeometry.columnWidth / 2;
    const nodes = teachings
      .filter((teaching) => teaching.domain === domain)
      .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
      .map((teaching, row) => {
        const placed = { teaching, column, row, x, y: mapGeometry.top + row * mapGeometry.rowGap };
        byId.set(teaching.id, placed);
        return placed;
      });
    return { domain, x, nodes };
  });
  const rows = Math.max(1, ...columns.map((column) => column.nodes.length));
  return { columns, byId, height: mapGeometry.top + (rows - 1) * mapGeometry.rowGap + mapGeometry.bottom };
}

export type MapKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

/**
 * The teaching a key moves to from `id`: up and down within its column, left and right to the
 * nearest row of the next column that has teachings, Home and End to its column's ends. The same
 * id when there is nowhere to go.
 */
export function moveOnMap(layout: MapLayout, id: number, key: MapKey): number {
  const here = layout.byId.get(id);
  if (!here) return id;
  const column = layout.columns[here.column]!.nodes;
  switch (key) {
    case 'ArrowUp':
      return column[Math.max(0, here.row - 1)]!.teaching.id;
    case 'ArrowDown':
      return column[Math.min(column.length - 1, here.row + 1)]!.teaching.id;
    case 'Home':
      return column[0]!.teaching.id;
    case 'End':
      return column[column.length - 1]!.teaching.id;
    default: {
      const step = key === 'ArrowLeft' ? -1 : 1;
      for (let index = here.column + step; index >= 0 && index < layout.columns.length; index += step) {
        const nodes = layout.columns[index]!.nodes;
        if (nodes.length > 0) return nodes[Math.min(here.row, nodes.length - 1)]!.teaching.id;
      }
      return id;
    }
  }
}

/**
 * A title as at most two lines of about `max` characters, cut at spaces. The lines are always the
 * start of the title (no ellipsis), so what a dot shows is part of its accessible name.
 */
export function labelLines(title: string, max = 26): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      if (lines.length === 2) return lines;
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 2);
}
