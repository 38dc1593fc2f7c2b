#!/usr/bin/env bash
# Builds and runs the parser fuzzer: bash Tests/Fuzz/run.sh [seconds]
# Crashes are written to Tests/Fuzz/crashes/; turn each into a regression
# test (a row of LimitTests or DiagnosticTests) before fixing it.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-120}"
build=.build/fuzz
mkdir -p "$build" Tests/Fuzz/crashes "$build/corpus"
cp Samples/*.wdl Samples/Invalid/*.wdl "$build/corpus/"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name WidgetCompiler \
  $(find Sources/WidgetCompiler -name '*.swift') Tests/Fuzz/ParserFuzzer.swift \
  -o "$build/parser-fuzzer"
"$build/parser-fuzzer" "$build/corpus" -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix=Tests/Fuzz/crashes/ -print_final_stats=1
