/** One line of a diff: kept, added (only in the newer text) or removed (only in the older). */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * The line diff of two texts (a longest common subsequence of their lines): every line of both,
 * in order, marked kept, added or removed. Pure; quadratic in the line counts, fine for a persona's
 * few hundred lines.
 */
export function lineDiff(before: readonly string[], after: readonly string[]): DiffLine[] {
  const n = before.length;
  const m = after.length;
  // lengths[i][j]: the longest common subsequence of before[i..] and after[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] =
        before[i] === after[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      lines.push({ kind: 'same', text: before[i]! });
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      lines.push({ kind: 'removed', text: before[i++]! });
    } else {
      lines.push({ kind: 'added', text: after[j++]! });
    }
  }
  while (i < n) lines.push({ kind: 'removed', text: before[i++]! });
  while (j < m) lines.push({ kind: 'added', text: after[j++]! });
  return lines;
}

/** A diff as shown: the changed lines with `context` kept lines around them, each other run of kept lines folded. */
export type DiffRow = DiffLine | { kind: 'folded'; count: number };

export function foldUnchanged(lines: readonly DiffLine[], context = 1): DiffRow[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.kind !== 'same'),
  );
  const rows: DiffRow[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind !== 'same' || near[index]) {
      rows.push(line);
      continue;
    }
    const last = rows[rows.length - 1];
    if (last?.kind === 'folded') last.count += 1;
    else rows.push({ kind: 'folded', count: 1 });
  }
  return rows;
}
