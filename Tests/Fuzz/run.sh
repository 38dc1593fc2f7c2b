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
# WidgetArchive first, as its own module: the compiler imports it.
swiftc -O -wmo -sanitize=fuzzer,address -parse-as-library -module-name WidgetArchive \
  -emit-module -emit-module-path "$build/WidgetArchive.swiftmodule" \
  $(find Sources/WidgetArchive -name '*.swift') -c -o "$build/WidgetArchive.o"
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name WidgetCompiler -I "$build" \
  $(find Sources/WidgetCompiler -name '*.swift') Tests/Fuzz/ParserFuzzer.swift "$build/WidgetArchive.o" \
  -o "$build/parser-fuzzer"
"$build/parser-fuzzer" "$build/corpus" -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix=Tests/Fuzz/crashes/ -print_final_stats=1
