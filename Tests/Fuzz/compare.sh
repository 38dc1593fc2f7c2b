#!/usr/bin/env bash
# Compares two builds of wdl on the same inputs, for refactors that must
# not change what the front end says:
#   bash Tests/Fuzz/compare.sh OLD_WDL NEW_WDL FILE_OR_DIR...
# For each .wdl input (or the .wdl and extensionless files of a directory,
# such as a fuzz corpus), the tree dump, the canonical printing and `wdl lint` must be
# byte-identical; the differing inputs are listed and the exit status is 1.
set -uo pipefail
old="$1"; new="$2"; shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
inputs=()
for path in "$@"; do
  if [ -d "$path" ]; then
    # .wdl files, and the extensionless inputs of a fuzz corpus.
    while IFS= read -r file; do inputs+=("$file"); done < <(find "$path" -type f \( -name '*.wdl' -o ! -name '*.*' \) | sort)
  else
    inputs+=("$path")
  fi
done
differ=0
for file in "${inputs[@]}"; do
  for build in old new; do
    bin=$old; [ "$build" = new ] && bin=$new
    { "$bin" dump-ast "$file"; echo "exit $?"; "$bin" dump-ast --source "$file"; "$bin" lint "$file"; echo "exit $?"; } > "$work/$build" 2>&1
  done
  if ! cmp -s "$work/old" "$work/new"; then
    echo "differs: $file"
    differ=$((differ + 1))
  fi
done
echo "${#inputs[@]} inputs compared, $differ differ"
[ "$differ" -eq 0 ]
