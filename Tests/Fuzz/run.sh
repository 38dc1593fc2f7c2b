#!/usr/bin/env bash
# Builds and runs a fuzzer: bash Tests/Fuzz/run.sh [seconds] [parser|archive|font]
#   parser   the front end, checker and instantiation, from the samples
#   archive  the .wdla decoder and the renderer, from the samples' archives
#   font     the TrueType/OpenType reader (custom fonts), from Tests/Fuzz/seeds/font
# Crashes are written to Tests/Fuzz/crashes/; turn each into a regression
# test (a row of LimitTests, DiagnosticTests or CorruptArchiveTests) before
# fixing it.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-120}"
target="${2:-parser}"
build=.build/fuzz
mkdir -p "$build" Tests/Fuzz/crashes "$build/corpus-$target"
# WidgetArchive first, as its own module: the compiler imports it.
swiftc -O -wmo -sanitize=fuzzer,address -parse-as-library -module-name WidgetArchive -package-name wdl \
  -emit-module -emit-module-path "$build/WidgetArchive.swiftmodule" \
  $(find Sources/WidgetArchive -name '*.swift') -c -o "$build/WidgetArchive.o"
# FontTables too: the renderer reads custom fonts with it.
swiftc -O -wmo -sanitize=fuzzer,address -parse-as-library -module-name FontTables -package-name wdl \
  -emit-module -emit-module-path "$build/FontTables.swiftmodule" \
  $(find Sources/FontTables -name '*.swift') -c -o "$build/FontTables.o"
case "$target" in
parser)
  cp Samples/*.wdl Samples/Invalid/*.wdl "$build/corpus-parser/"
  # WidgetSyntax next, its own module as in the package: the compiler
  # reads its 'package' declarations, so every module names the package.
  swiftc -O -wmo -sanitize=fuzzer,address -parse-as-library -module-name WidgetSyntax \
    -package-name wdl -I "$build" -emit-module -emit-module-path "$build/WidgetSyntax.swiftmodule" \
    $(find Sources/WidgetSyntax -name '*.swift') -c -o "$build/WidgetSyntax.o"
  swiftc -O -wmo -sanitize=fuzzer,address -parse-as-library -module-name WidgetCompiler \
    -package-name wdl -I "$build" \
    $(find Sources/WidgetCompiler -name '*.swift') Tests/Fuzz/ParserFuzzer.swift \
    "$build/WidgetSyntax.o" "$build/WidgetArchive.o" -o "$build/parser-fuzzer"
  ;;
archive)
  swift build --product wdl > /dev/null
  for file in Samples/*.wdl; do
    .build/debug/wdl compile "$file" -o "$build/corpus-archive/$(basename "$file" .wdl).wdla" > /dev/null
  done
  swiftc -O -wmo -sanitize=fuzzer,address -parse-as-library -module-name WidgetRender -I "$build" \
    -emit-module -emit-module-path "$build/WidgetRender.swiftmodule" \
    $(find Sources/WidgetRender -name '*.swift') -c -o "$build/WidgetRender.o"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name ArchiveFuzzer -I "$build" \
    Tests/Fuzz/ArchiveFuzzer.swift "$build/WidgetArchive.o" "$build/FontTables.o" "$build/WidgetRender.o" \
    -o "$build/archive-fuzzer"
  ;;
font)
  cp Tests/Fuzz/seeds/font/* "$build/corpus-font/"
  swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name FontFuzzer -I "$build" \
    Tests/Fuzz/FontFuzzer.swift "$build/FontTables.o" -o "$build/font-fuzzer"
  ;;
*)
  echo "unknown fuzz target '$target'; expected parser, archive or font" >&2
  exit 2
  ;;
esac
# One-time global initializers are not leaks: see lsan.supp.
LSAN_OPTIONS="suppressions=$PWD/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
  "$build/$target-fuzzer" "$build/corpus-$target" -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix=Tests/Fuzz/crashes/ -print_final_stats=1
