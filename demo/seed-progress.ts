/** Where the demo seed says what it is doing (the start's log, the script's output). */
export type Progress = (message: string) => void;

/** Counts the steps of a long task, telling `progress` at each quarter and at the end. */
export function countedSteps(total: number, what: string, progress: Progress): () => void {
  let done = 0;
  const quarter = Math.max(1, Math.ceil(total / 4));
  return () => {
    done += 1;
    if (done % quarter === 0 || done === total) progress(`${what} : ${done}/${total}`);
  };
}
