/**
 * Runs `check` once per code and shares its answer, even when React runs an effect twice: a
 * confirmation code works only once.
 */
export function oncePerCode<T>(check: (code: string) => Promise<T>): (code: string) => Promise<T> {
  const answers = new Map<string, Promise<T>>();
  return (code) => {
    let answer = answers.get(code);
    if (!answer) {
      answer = check(code);
      answers.set(code, answer);
    }
    return answer;
  };
}
